import SwiftUI

struct ScoreHeader: View {
    let match: MatchDetail

    var body: some View {
        VStack(spacing: Theme.Spacing.s) {
            Text(match.competition)
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            HStack(alignment: .center, spacing: Theme.Spacing.l) {
                TeamBadge(team: match.homeTeam)
                VStack(spacing: Theme.Spacing.xs) {
                    Text(match.scoreText)
                        .font(Typography.scoreFont)
                        .contentTransition(.numericText())
                    Text(match.statusText)
                        .font(.footnote)
                    if match.phase == .live {
                        Text("LIVE")
                            .font(.caption2.bold())
                            .padding(.horizontal, Theme.Spacing.s)
                            .background(Capsule().fill(Theme.Palette.redCard))
                    }
                }
                TeamBadge(team: match.awayTeam)
            }
        }
        .frame(maxWidth: .infinity)
    }
}

struct TeamBadge: View {
    let team: Team

    var body: some View {
        VStack(spacing: Theme.Spacing.xs) {
            Text(team.flagEmoji).font(.largeTitle)
            Text(team.code).font(.headline)
        }
        .frame(width: 72)
    }
}

#Preview {
    ScoreHeader(match: PreviewFixtures.matchDetail)
}
