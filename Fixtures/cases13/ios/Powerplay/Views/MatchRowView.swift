import SwiftUI

struct MatchRowView: View {
    let game: Fixture

    @Environment(\.followService) private var followService

    var body: some View {
        HStack(spacing: Theme.Spacing.m) {
            VStack(alignment: .leading, spacing: Theme.Spacing.xxs) {
                teamLine(game.home, score: game.homeScoreText)
                teamLine(game.away, score: game.awayScoreText)
            }
            Spacer(minLength: Theme.Spacing.s)
            VStack(alignment: .trailing, spacing: Theme.Spacing.xxs) {
                Text(game.shortStatusText)
                    .font(Theme.Typeface.caption)
                    .foregroundColor(.secondary)
                if game.isLive {
                    Circle()
                        .fill(Color(red: 0.86, green: 0.15, blue: 0.2))
                        .frame(width: 8, height: 8)
                }
                FollowGlyph(isFollowing: followService.followedFixtureIds.contains(game.id), isLive: game.isLive)
            }
        }
        .padding(.vertical, 10)
        .padding(.horizontal)
        .contentShape(Rectangle())
    }

    private func teamLine(_ team: Team, score: String?) -> some View {
        HStack(spacing: Theme.Spacing.xs) {
            Text(FlagEmoji.flag(for: team.flagCode))
            Text(team.shortName)
                .font(Theme.Typeface.headline)
                .foregroundStyle(Theme.Palette.primaryText)
            if let score {
                Text(score)
                    .font(Theme.Typeface.score)
                    .monospacedDigit()
            }
        }
    }
}
