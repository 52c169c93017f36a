import SwiftUI

struct LiveScoreView: View {
    let match: MatchItem
    let display: MatchDisplayState
    @State private var pulse = false

    private var currentGame: GameScore? { match.games.last }

    var body: some View {
        VStack(spacing: Theme.Spacing.m) {
            HStack {
                playerColumn(match.home, points: currentGame?.home ?? 0)
                Text(display.gamesText)
                    .font(Typography.score)
                    .contentTransition(.numericText())
                playerColumn(match.away, points: currentGame?.away ?? 0)
            }
            if let game = currentGame, game.home >= 10, game.away >= 10 {
                Text("Deuce")
            }
            if let game = currentGame {
                let pointsToWin = max(11, max(game.home, game.away) + 2) - game.home
                Text("\(pointsToWin) to win the game")
            }
            Text(display.statusText)
                .scaleEffect(pulse ? 1.05 : 1)
                .animation(.easeInOut(duration: 0.8).repeatForever(), value: pulse)
        }
        .onAppear { pulse = true }
    }

    private func playerColumn(_ player: Player, points: Int) -> some View {
        VStack(spacing: Theme.Spacing.xxs) {
            Text(player.flagEmoji)
            Text(player.shortName)
                .font(Typography.caption)
            Text(points, format: .number)
                .contentTransition(.numericText(value: Double(points)))
        }
        .frame(minWidth: Theme.Size.scoreColumn)
    }
}
