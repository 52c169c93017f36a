import SwiftUI

struct MatchDetailView: View {
    let matchId: String

    @Environment(\.matchService) private var matchService
    @Environment(\.followService) private var followService
    @State private var viewModel = MatchDetailViewModel()
    @State private var showingStats = false
    @State private var selectedHalf = 0

    var body: some View {
        ScrollView {
            if let match = viewModel.match {
                VStack(alignment: .leading, spacing: Theme.Spacing.lg) {
                    header(for: match)
                    scoreRow(for: match)
                    phaseLine(for: match)
                    if let note = match.displayState.noteText {
                        Text(note)
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                    Picker("Half", selection: $selectedHalf) {
                        Text("1st").tag(0)
                        Text("2nd").tag(1)
                    }
                    .pickerStyle(.segmented)
                    ScoreFlowView(events: viewModel.events(forHalf: selectedHalf))
                    Button("Player stats") { showingStats = true }
                        .buttonStyle(.bordered)
                }
                .padding(Theme.Spacing.lg)
            } else if viewModel.failed {
                ContentUnavailableView("Couldn't load match", systemImage: "wifi.slash")
            } else {
                ProgressView()
            }
        }
        .navigationTitle(viewModel.match?.displayState.titleText ?? "")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            if let match = viewModel.match, match.displayState.isFollowable {
                Button(match.isFollowed ? "Unfollow" : "Follow") {
                    Task { await viewModel.toggleFollow(using: followService) }
                }
            }
        }
        .sheet(isPresented: $showingStats) {
            PlayerStatsView(matchId: matchId)
        }
        .task {
            await viewModel.load(matchId: matchId, using: matchService)
        }
    }

    private func header(for match: Match) -> some View {
        HStack {
            Text(match.homeTeam.countyFlag + " " + match.homeTeam.name)
            Spacer()
            Text(match.awayTeam.name + " " + match.awayTeam.countyFlag)
        }
        .font(Typography.teamName)
    }

    private func scoreRow(for match: Match) -> some View {
        let homeTotal = match.homeGoals * 3 + match.homePoints
        let awayTotal = match.awayGoals * 3 + match.awayPoints
        return HStack(alignment: .firstTextBaseline) {
            VStack {
                Text("\(match.homeGoals)-\(match.homePoints)")
                    .font(Typography.score)
                Text("(\(homeTotal))")
                    .font(.caption)
            }
            Spacer()
            Text(match.displayState.clockText)
                .font(Typography.clock)
            Spacer()
            VStack {
                Text(match.displayState.awayScoreText)
                    .font(Typography.score)
                    .contentTransition(.numericText())
                Text(awayTotal > homeTotal ? "Leads by \(awayTotal - homeTotal)" : match.displayState.awayTotalText)
                    .font(.caption)
            }
        }
        .foregroundStyle(SentimentPalette.color(for: match.displayState.sentiment))
    }

    @ViewBuilder
    private func phaseLine(for match: Match) -> some View {
        switch match.displayState.phase {
        case .halfTime:
            Text("Half time")
        case .extraTime:
            Text("Extra time — \(match.displayState.clockText)")
        case .postponed:
            PostponementBanner(reason: match.displayState.statusText)
        default:
            Text(match.displayState.statusText)
        }
    }
}

#Preview {
    NavigationStack {
        MatchDetailView(matchId: "kk-lim-2026-aif")
    }
}
