import SwiftUI

struct UpcomingMatchView: View {
    let match: MatchItem
    @Environment(\.followService) private var followService

    var body: some View {
        VStack(spacing: Theme.Spacing.s) {
            Text(match.display.kickoffText)
                .font(.headline)
            Text(timerInterval: Date.now...max(Date.now, match.startsAt), countsDown: true)
                .font(.title2.monospacedDigit())
            if match.phase == .betweenGames {
                Text("Game \(match.games.count + 1) up next")
            }
            Text(match.home.rankText)
        }
        .onAppear { Task { await followService.reconcile() } }
        .padding(.vertical, 20)
    }
}
