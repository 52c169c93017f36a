import SwiftUI

struct GameHistoryStrip: View {
    let games: [GameScore]

    var body: some View {
        HStack(spacing: 6) {
            ForEach(games.suffix(7), id: \.gameNumber) { game in
                VStack(spacing: Theme.Spacing.xxs) {
                    Text(game.summary())
                        .font(.caption.monospacedDigit())
                    Rectangle()
                        .fill(game.home > game.away ? Theme.Palette.tableBlue : Theme.Palette.muted)
                        .frame(height: Theme.Spacing.xxs)
                }
            }
        }
    }
}
