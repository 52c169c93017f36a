import SwiftUI

private struct ShotClockBadge: View {
    let text: String
    let isUrgent: Bool

    var body: some View {
        Text(text)
            .font(Theme.Typography.shotClock)
            .padding(Theme.Spacing.xs)
            .background(isUrgent ? Theme.Colors.urgent : Theme.Colors.surface, in: Capsule())
            .foregroundStyle(Theme.Colors.onSurface)
    }
}

#Preview {
    ShotClockBadge(text: "12", isUrgent: false)
}
