import SwiftUI

struct TeamBadgeView: View {
    let team: Team

    var body: some View {
        VStack(spacing: 2) {
            Text(team.emoji)
            Text(team.abbreviation)
                .font(Theme.Fonts.caption)
                .foregroundColor(.secondary)
        }
        .padding(.horizontal, Theme.Spacing.tight)
        .background(Color(hex: "#1B1F24"))
        .clipShape(RoundedRectangle(cornerRadius: Radii.card))
    }
}
