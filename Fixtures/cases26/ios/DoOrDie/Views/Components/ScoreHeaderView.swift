import SwiftUI

private struct ScoreHeaderView: View {
    let state: MatchDisplayState
    let home: Team
    let away: Team

    var body: some View {
        HStack(alignment: .center, spacing: Theme.Spacing.l) {
            TeamBadgeView(team: home)
            VStack(spacing: Theme.Spacing.xs) {
                Text(state.scoreText)
                    .font(.system(size: 44, weight: .heavy).monospacedDigit())
                    .contentTransition(.numericText())
                Text(state.halfText)
                    .font(.caption)
                StatusPillView(label: state.statusLabel, sentiment: state.sentiment)
            }
            TeamBadgeView(team: away)
        }
        .frame(maxWidth: .infinity)
        .padding(Theme.Spacing.m)
        .background(
            LinearGradient(colors: [AppColors.mat, AppColors.matDark], startPoint: .top, endPoint: .bottom),
            in: RoundedRectangle(cornerRadius: Theme.Radius.card)
        )
    }
}
