import SwiftUI

fileprivate struct ScoreBadge: View {
    let text: String
    let sentiment: String

    var body: some View {
        Text(text)
            .font(.caption.weight(.bold).monospacedDigit())
            .padding(.horizontal, 6)
            .padding(.vertical, Spacing.xs)
            .background(badgeColor, in: RoundedRectangle(cornerRadius: Radius.badge))
            .foregroundStyle(.white)
    }

    private var badgeColor: Color {
        sentiment == "hot" ? Color(red: 0.78, green: 0.1, blue: 0.12) : FairwayColors.overParInk
    }
}
