import SwiftUI

extension View {
    func cardStyle() -> some View {
        self
            .padding(Theme.Spacing.md)
            .background(Theme.Palette.cardBackground, in: RoundedRectangle(cornerRadius: Theme.Radius.card))
    }

    func chipStyle() -> some View {
        self
            .padding(.horizontal, 8)
            .padding(.vertical, Theme.Spacing.xxs)
            .background(.thinMaterial, in: Capsule())
    }

    func scoreShadow() -> some View {
        shadow(color: Color(white: 0, opacity: 0.25), radius: 3, y: 1)
    }
}
