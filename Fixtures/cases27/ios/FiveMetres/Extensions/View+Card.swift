import SwiftUI

extension View {
    func cardStyle() -> some View {
        padding(Theme.Spacing.m)
            .background(Theme.Colors.surface, in: RoundedRectangle(cornerRadius: Theme.Radius.card))
            .shadow(color: .black.opacity(0.12), radius: 8, y: 2)
    }

    func pillStyle() -> some View {
        padding(.horizontal, 10)
            .padding(.vertical, Theme.Spacing.xxs)
            .background(Color(white: 0.92), in: Capsule())
    }
}
