import SwiftUI

struct MatchDetailView: View {
    let matchId: String
    @Environment(\.matchService) private var matchService
    @Environment(\.followService) private var followService
    @State private var viewModel: MatchDetailViewModel?
    @State private var showingStats = false

    var body: some View {
        ScrollView {
            if let match = viewModel?.match {
                VStack(alignment: .leading, spacing: Theme.Spacing.md) {
                    header(for: match)
                    ScoreboardView(state: match.displayState, home: match.homeTeam, away: match.awayTeam)
                    Text("\(match.displayState.homeGoals) : \(match.displayState.awayGoals)")
                        .font(Typography.score)
                        .contentTransition(.numericText())
                    Text(match.displayState.statusLine)
                        .font(.subheadline)
                    phaseBanner(match.displayState)
                    if match.displayState.phase == .halfTime {
                        Text("Half-time – teams in the dressing room")
                    }
                    let lead = match.displayState.homeGoals - match.displayState.awayGoals
                    Text(lead == 0 ? "Level" : "Margin \(abs(lead))")
                    SuspensionsView(expiries: match.displayState.suspensionExpiries)
                    Button("Player stats") { showingStats = true }
                }
                .padding(Theme.Spacing.md)
            } else {
                ProgressView()
            }
        }
        .navigationTitle("Match")
        .sheet(isPresented: $showingStats) {
            if let match = viewModel?.match {
                PlayerStatsView(matchId: match.id)
            }
        }
        .onAppear {
            Task {
                let vm = MatchDetailViewModel(matchId: matchId, service: matchService)
                viewModel = vm
                await vm.load()
            }
        }
    }

    private func header(for match: Match) -> some View {
        HStack {
            Text(match.homeTeam.shortName)
            Spacer()
            Text(match.competition.uppercased())
                .font(.caption)
                .foregroundColor(.secondary)
            Spacer()
            Text(match.awayTeam.shortName)
        }
    }

    private func phaseBanner(_ state: MatchDisplayState) -> AnyView {
        if state.phase == .delayed {
            return AnyView(Label(state.venueNote ?? "", systemImage: "cloud.rain"))
        }
        return AnyView(EmptyView())
    }
}

#Preview {
    NavigationStack {
        MatchDetailView(matchId: "ehf-cl-2026-q1-03")
    }
}
