import SwiftUI

struct MatchDetailView: View {
    let match: MatchItem
    @Environment(\.scheduleService) private var scheduleService
    @State private var viewModel: MatchDetailViewModel
    @State private var showsStats = false

    init(match: MatchItem) {
        self.match = match
        _viewModel = State(initialValue: MatchDetailViewModel(matchId: match.matchId))
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                ScoreboardView(
                    state: match.display,
                    home: match.home,
                    away: match.away,
                    leaderId: viewModel.leader(of: match)?.playerId
                )
                phaseBanner
                Text("First to \(viewModel.setsToWin(match)) sets")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                if let detail = viewModel.detail {
                    VisitHistoryView(visits: detail.visits)
                    if showsStats {
                        StatsGrid(rows: detail.statRows)
                    }
                    ForEach(detail.legs, id: \.self) { leg in
                        HStack {
                            Text(leg.legLabel)
                                .font(.caption)
                            Spacer()
                            Text(leg.summaryText)
                                .font(.caption.monospacedDigit())
                        }
                    }
                    LabeledContent("Darts per leg") {
                        Text(
                            detail.legs
                                .map { "\($0.dartsUsed)" }
                                .joined(separator: " · ")
                        )
                    }
                    .font(.caption)
                }
                HStack {
                    ForEach([match.home, match.away], id: \.playerId) { player in
                        NavigationLink {
                            PlayerProfileView(playerId: player.playerId)
                        } label: {
                            Text(player.name)
                        }
                    }
                }
                FollowButton(match: match)
            }
            .padding()
        }
        .navigationTitle(match.headToHead)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button(showsStats ? "Hide stats" : "Show stats") {
                    showsStats.toggle()
                }
            }
            ToolbarItem {
                ShareLink(item: scheduleService.shareText(for: match))
            }
        }
        .task { await viewModel.load(using: scheduleService) }
    }

    @ViewBuilder
    private var phaseBanner: some View {
        switch match.phase {
        case .interval:
            Label("Interval", systemImage: "cup.and.saucer")
                .font(.subheadline.bold())
        case .abandoned:
            Label(match.display.statusText, systemImage: "cloud.rain")
                .font(.subheadline.bold())
        default:
            EmptyView()
        }
    }
}

private struct StatsGrid: View {
    let rows: [StatRow]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
            ForEach(rows, id: \.label) { row in
                GridRow {
                    Text(row.homeText)
                        .fontWeight(row.highlightHome ? .bold : .regular)
                    Text(row.label)
                        .foregroundStyle(.secondary)
                    Text(row.awayText)
                }
                .font(.caption.monospacedDigit())
            }
        }
    }
}

private struct FollowButton: View {
    let match: MatchItem
    @Environment(\.followService) private var followService
    @State private var isWorking = false
    @State private var failed = false

    var body: some View {
        let isFollowing = followService.followedMatchIds.contains(match.matchId)
        Button {
            Task { await toggle(isFollowing) }
        } label: {
            Label(isFollowing ? "Following" : "Follow", systemImage: isFollowing ? "star.fill" : "star")
        }
        .buttonStyle(.borderedProminent)
        .disabled(isWorking)
        .alert("Couldn't update follow", isPresented: $failed) {
            Button("OK", role: .cancel) {}
        }
    }

    private func toggle(_ isFollowing: Bool) async {
        isWorking = true
        defer { isWorking = false }
        do {
            if isFollowing {
                try await followService.unfollow(matchId: match.matchId)
            } else {
                try await followService.follow(match)
            }
        } catch {
            failed = true
        }
    }
}

#Preview {
    NavigationStack {
        MatchDetailView(match: PreviewData.liveMatch)
    }
}
