import SwiftUI

extension View {
    func cardStyle() -> some View {
        padding(Spacing.m)
            .background(AppColors.cardBackground, in: RoundedRectangle(cornerRadius: Radii.card))
    }

    func scoreStyle() -> some View {
        font(Typography.score)
            .monospacedDigit()
            .contentTransition(.numericText())
    }
}
