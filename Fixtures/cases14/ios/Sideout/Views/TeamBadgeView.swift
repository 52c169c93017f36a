import SwiftUI

struct TeamBadgeView: View {
    let team: Team

    var body: some View {
        VStack(spacing: Spacing.xs) {
            Text(team.flagEmoji ?? "🏳️")
                .font(.largeTitle)
                .frame(width: Spacing.xl * 2, height: Spacing.xl * 2)
            Text(team.abbreviation)
                .font(Typography.caption)
                .foregroundColor(AppColors.net)
        }
    }
}
