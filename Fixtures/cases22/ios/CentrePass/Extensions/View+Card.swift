import SwiftUI

extension View {
    func cardStyle() -> some View {
        self
            .padding(Theme.Spacing.md)
            .background(Theme.Colors.cardBackground, in: RoundedRectangle(cornerRadius: Layout.cornerRadius))
            .shadow(color: .cpShadow, radius: 6, y: 2)
    }
}
