import SwiftUI

extension View {
    func scoreCard() -> some View {
        self
            .padding(Theme.Spacing.md)
            .background(Theme.Colors.scoreboard, in: RoundedRectangle(cornerRadius: Theme.Radius.card))
    }

    func chipStyle(tint: Color) -> some View {
        self
            .padding(.horizontal, 6)
            .padding(.vertical, Theme.Spacing.xxs)
            .background(tint.opacity(0.2), in: Capsule())
    }
}
