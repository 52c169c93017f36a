import SwiftUI

extension View {
    /// Standard card chrome used across fixture screens.
    func cardStyle() -> some View {
        self
            .padding(Theme.Spacing.m)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Theme.Palette.card, in: RoundedRectangle(cornerRadius: Theme.Radius.card, style: .continuous))
            .shadow(color: Theme.Palette.shadow, radius: Theme.Radius.shadow, y: 1)
    }

    func liveOutline(_ isLive: Bool) -> some View {
        overlay {
            RoundedRectangle(cornerRadius: Theme.Radius.card)
                .stroke(isLive ? Color(white: 0.2, opacity: 0.35) : .clear, lineWidth: 1)
        }
    }
}
