import SwiftUI

struct ScoreHeaderView: View {
    let match: Match

    var body: some View {
        VStack(spacing: Spacing.s) {
            HStack {
                TeamBadgeView(team: match.homeTeam)
                Text(match.displayState.scoreText)
                    .scoreStyle()
                TeamBadgeView(team: match.awayTeam)
            }
            ProgressView(value: Double(match.homeSetsWon + match.awaySetsWon) / 5.0)
                .tint(Color(hex: 0xF58C2E))
            Text(match.displayState.statusText)
                .font(Typography.caption)
                .foregroundStyle(Color.sentiment(match.displayState.sentiment))
        }
        .padding(.horizontal, 20)
        .background(AppColors.cardBackground)
    }
}
