import SwiftUI

struct MatchCenterView: View {
    let matchId: String

    @Environment(\.matchService) private var matchService
    @Environment(\.followService) private var followService
    @State private var viewModel = MatchCenterViewModel()
    @State private var showsAllEvents = false
    @State private var selectedSection: Section = .timeline
    var headerHeight: CGFloat = 180

    enum Section: String, CaseIterable, Identifiable {
        case timeline = "Timeline"
        case stats = "Stats"
        case lineups = "Line-ups"

        var id: String { rawValue }
    }

    var body: some View {
        ScrollView {
            if let match = viewModel.match {
                VStack(spacing: Theme.Spacing.l) {
                    ScoreHeader(match: match)
                        .frame(height: headerHeight)

                    Text(match.phase == .halfTime ? "Half time" : match.clockText)
                        .font(Typography.clockFont)

                    Picker("Section", selection: $selectedSection) {
                        ForEach(Section.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)

                    switch selectedSection {
                    case .timeline:
                        timeline(for: match)
                    case .stats:
                        MatchStatsView(match: match)
                    case .lineups:
                        LineupsView(matchId: match.matchId)
                    }
                }
                .padding(Theme.Spacing.l)
            } else {
                ProgressView()
                    .frame(maxWidth: .infinity, minHeight: 240)
            }
        }
        .navigationTitle(viewModel.match.map { "\($0.homeTeam.code) v \($0.awayTeam.code)" } ?? "")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            Button(followService.followedMatchIds.contains(matchId) ? "Unfollow" : "Follow") {
                Task { try? await toggleFollow() }
            }
        }
        .task(id: matchId) {
            await viewModel.load(matchId: matchId, using: matchService)
        }
    }

    @ViewBuilder
    private func timeline(for match: MatchDetail) -> some View {
        let events = showsAllEvents ? match.events : Array(match.events.suffix(5))
        VStack(alignment: .leading, spacing: Theme.Spacing.s) {
            ForEach(events.reversed()) { event in
                EventRow(event: event)
            }
            if match.events.count > 5 {
                Button(showsAllEvents ? "Show fewer" : "Show all events") {
                    withAnimation { showsAllEvents.toggle() }
                }
                .font(.footnote)
            }
        }
    }

    private func toggleFollow() async throws {
        if followService.followedMatchIds.contains(matchId) {
            try await followService.unfollow(matchId: matchId)
        } else {
            try await followService.follow(matchId: matchId, teamId: nil)
        }
    }
}

#Preview {
    NavigationStack { MatchCenterView(matchId: "fih-pl-2026-ned-bel-m") }
}
