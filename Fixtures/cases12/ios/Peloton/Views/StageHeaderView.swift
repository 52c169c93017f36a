import SwiftUI

private struct StageHeaderView: View {
    let display: StageDisplayState

    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
            Text(display.title)
                .font(.title2.bold())
            Text(display.subtitle)
                .foregroundStyle(Theme.Colors.textSecondary)
            HStack(spacing: Theme.Spacing.sm) {
                Text(display.statusLabel)
                    .foregroundStyle(display.sentiment.accent)
                if let kmToGo = display.kmToGoLabel {
                    Text(kmToGo)
                        .monospacedDigit()
                        .contentTransition(.numericText())
                }
            }
            ProgressView(value: display.progressFraction)
                .tint(Theme.Colors.yellowJersey)
                .accessibilityLabel(display.progressPercentText)
            Text(display.startTimeLabel)
                .font(.caption)
        }
    }
}
