import SwiftUI

private struct ScoreBadge: View {
    let scoreText: String
    let totalText: String
    let tint: Color

    var body: some View {
        VStack(spacing: Theme.Spacing.xxs) {
            Text(scoreText)
                .font(Typography.score)
                .contentTransition(.numericText())
            Text(totalText)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(Theme.Spacing.sm)
        .background(tint.opacity(0.15), in: RoundedRectangle(cornerRadius: Theme.Radius.card))
    }
}

#Preview {
    ScoreBadge(scoreText: "2-14", totalText: "(20)", tint: Theme.Colors.pitch)
}
