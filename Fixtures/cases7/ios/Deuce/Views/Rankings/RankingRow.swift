import SwiftUI

struct RankingRow: View {
    let entry: RankingEntry

    var body: some View {
        HStack(spacing: Theme.Spacing.md) {
            Text("#\(entry.rank)")
                .font(.subheadline.monospacedDigit().bold())
                .frame(width: Theme.Size.avatar, alignment: .leading)
            Text(FlagEmoji.emoji(for: entry.countryCode))
            Text(entry.name)
            Spacer()
            Text(entry.pointsLabel)
                .font(.footnote.monospacedDigit())
                .foregroundColor(Theme.Colors.secondaryText)
            movement
        }
    }

    private var movement: AnyView {
        if let label = entry.movementLabel {
            return AnyView(
                Text(label)
                    .font(.caption2)
                    .foregroundStyle(Theme.Colors.secondaryText)
            )
        }
        return AnyView(
            Image(systemName: "minus")
                .foregroundStyle(Theme.Colors.secondaryText)
        )
    }
}
