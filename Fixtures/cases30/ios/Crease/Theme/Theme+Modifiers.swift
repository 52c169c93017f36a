import SwiftUI

/// Card chrome shared by schedule rows and the game header. Lives with the theme so the
/// literal insets below are the design spec, not ad-hoc numbers.
struct CardChrome: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(.horizontal, 14)
            .padding(.vertical, 10)
            .background(Theme.Palette.surface, in: RoundedRectangle(cornerRadius: Theme.Radius.card))
            .shadow(color: Color(white: 0, opacity: 0.08), radius: 6, y: 2)
    }
}

extension View {
    func cardChrome() -> some View { modifier(CardChrome()) }
}
