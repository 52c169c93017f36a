import SwiftUI

extension View {
    func cardStyle() -> some View {
        self
            .padding(Theme.Spacing.m)
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: Theme.Radius.card))
    }

    func chip(tint: Color) -> some View {
        self
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 10)
            .padding(.vertical, Theme.Spacing.xxs)
            .background(tint.opacity(0.18), in: Capsule())
    }
}
