import SwiftUI

extension View {
    func cardStyle() -> some View {
        self
            .padding(Spacing.md)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Palette.cardBackground, in: RoundedRectangle(cornerRadius: Radius.card, style: .continuous))
    }

    func liveOutline(_ isLive: Bool) -> some View {
        overlay {
            RoundedRectangle(cornerRadius: Radius.card, style: .continuous)
                .strokeBorder(isLive ? Palette.live : .clear, lineWidth: 1.5)
        }
    }
}
