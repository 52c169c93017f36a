import SwiftUI

struct ScoreBadge: View {
    let scoreline: String
    let sentiment: MatchSentiment
    var isLuminanceReduced = false

    var body: some View {
        Text(scoreline)
            .font(.title3.monospacedDigit().bold())
            .contentTransition(.numericText())
            .padding(.horizontal, Theme.Spacing.sm)
            .frame(height: Theme.Size.scoreBadgeHeight)
            .background(
                RoundedRectangle(cornerRadius: Theme.Radius.chip)
                    .fill(AppColors.sentiment(sentiment).opacity(isLuminanceReduced ? 0.4 : 1))
            )
    }
}

#Preview {
    ScoreBadge(scoreline: "31–29", sentiment: .tight)
}
