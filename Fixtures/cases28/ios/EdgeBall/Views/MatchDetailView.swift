import SwiftUI

struct MatchDetailView: View {
    let match: MatchItem
    @Environment(\.matchService) private var matchService
    @Environment(\.liveActivityService) private var liveActivityService
    @Environment(\.followService) private var followService
    @State private var display: MatchDisplayState?
    @State private var showStats = false
    @State private var viewModel: MatchDetailViewModel?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Theme.Spacing.l) {
                header
                if let display {
                    scoreBlock(display)
                    Button(showStats ? "Hide stats" : "Show stats") { showStats.toggle() }
                    if showStats {
                        PlayerStatsView(display: display)
                    }
                    if let note = display.noteText {
                        DelayBanner(text: note)
                    }
                }
                GameHistoryStrip(games: match.games)
            }
            .padding()
        }
        .navigationTitle(match.eventName)
        .toolbar {
            FollowButton(matchId: match.matchId)
        }
        .task {
            display = try? await matchService.loadDisplay(matchId: match.matchId)
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            Text(match.roundName)
                .font(Typography.caption)
                .foregroundStyle(.secondary)
            let lead = match.gamesWon.home - match.gamesWon.away
            Text(lead == 0 ? "All square" : "\(abs(lead)) game lead")
        }
    }

    private func scoreBlock(_ display: MatchDisplayState) -> some View {
        let points = display.pointsText.split(separator: "–")
        let total = (Int(points.first ?? "") ?? 0) + (Int(points.last ?? "") ?? 0)
        return VStack(spacing: Theme.Spacing.s) {
            Text(display.gamesText)
                .font(Typography.score)
                .contentTransition(.numericText())
            Text(display.pointsText)
            Text(total / 2 % 2 == 0 ? match.home.shortName : match.away.shortName)
            Text(display.statusText)
        }
    }

    private func saveLastViewed() {
        UserDefaults.standard.set(match.matchId, forKey: "lastViewedMatch")
    }

    private func fetchLineup() async throws -> Data {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.edgeball.app/matches/\(match.matchId)/lineup")!)
        return data
    }
}

#Preview {
    NavigationStack {
        MatchDetailView(match: PreviewData.matches[0])
    }
}
