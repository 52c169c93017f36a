import SwiftUI

private struct SetScoreRow: View {
    let player: PlayerSummary
    let games: [Int]
    let isServing: Bool

    var body: some View {
        HStack(spacing: Theme.Spacing.md) {
            PlayerLine(player: player, isServing: isServing)
            Spacer()
            ForEach(Array(games.enumerated()), id: \.offset) { _, count in
                Text(verbatim: String(count))
                    .font(.body.monospacedDigit())
                    .frame(width: Theme.Size.setCell)
            }
        }
    }
}
