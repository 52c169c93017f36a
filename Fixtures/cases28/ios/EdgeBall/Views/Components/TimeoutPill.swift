import SwiftUI

fileprivate struct TimeoutPill: View {
    let playerName: String
    let timeoutUsed: Bool

    var body: some View {
        HStack(spacing: Theme.Spacing.xs) {
            Image(systemName: "timer")
            Text(timeoutUsed ? "Timeout used" : "Timeout left")
        }
        .font(Typography.caption)
        .foregroundColor(timeoutUsed ? .secondary : .primary)
        .accessibilityLabel(playerName)
    }
}
