import SwiftUI

extension View {
    func cardStyle() -> some View {
        padding(Theme.Spacing.m)
            .background(Theme.Colors.card, in: RoundedRectangle(cornerRadius: Theme.Radius.card, style: .continuous))
    }
}
