import SwiftUI

extension View {
    func cardStyle() -> some View {
        self
            .padding(Theme.Spacing.m)
            .background(AppColors.cardBackground, in: RoundedRectangle(cornerRadius: Theme.Radius.card))
    }

    func matShadow() -> some View {
        shadow(color: Color(white: 0, opacity: 0.18), radius: 6, y: 2)
    }
}
