import SwiftUI

struct MatchRow: View {
    let match: MatchItem

    var body: some View {
        HStack(spacing: Theme.Spacing.m) {
            VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
                HStack { Text(match.homeTeam.flagEmoji); Text(match.homeTeam.name) }
                HStack { Text(match.awayTeam.flagEmoji); Text(match.awayTeam.name) }
            }
            .font(.body)
            Spacer()
            VStack(alignment: .trailing, spacing: Theme.Spacing.xs) {
                if match.phase == .pre {
                    Text(match.kickoffText)
                        .font(.subheadline.monospacedDigit())
                } else {
                    Text(match.scoreText)
                        .font(.headline.monospacedDigit())
                }
                StatusBadge(phase: match.phase, statusText: match.statusText)
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityIdentifier("match-row-\(match.matchId)")
    }
}

#Preview {
    List { MatchRow(match: PreviewFixtures.matchItem) }
}
