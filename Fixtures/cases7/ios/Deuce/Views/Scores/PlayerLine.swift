import SwiftUI

struct PlayerLine: View {
    let player: PlayerSummary
    let isServing: Bool

    var body: some View {
        HStack(spacing: Theme.Spacing.xs) {
            Text(FlagEmoji.emoji(for: player.countryCode))
            Text(player.shortName)
                .fontWeight(isServing ? .semibold : .regular)
            if let seed = player.seed {
                Text("(\(seed))")
                    .font(.caption)
                    .foregroundStyle(Theme.Colors.secondaryText)
            }
            if isServing {
                ServeDot()
            }
        }
    }
}
