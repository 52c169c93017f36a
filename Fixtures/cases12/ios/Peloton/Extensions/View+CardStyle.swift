import SwiftUI

extension View {
    func cardStyle() -> some View {
        padding(Theme.Spacing.md)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Theme.Colors.cardBackground, in: RoundedRectangle(cornerRadius: Theme.Radius.card))
    }
}
