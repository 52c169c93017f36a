import SwiftUI

struct MatchRowView: View {
    let match: MatchItem

    var body: some View {
        HStack(spacing: 12) {
            TeamBadgeView(code: match.homeTeam.code, name: match.homeTeam.shortName)
            Spacer()
            VStack(spacing: Theme.Spacing.xs) {
                Text("\(match.homeScore) - \(match.awayScore)")
                    .font(.title3.monospacedDigit().weight(.bold))
                    .contentTransition(.numericText())
                Text(match.statusText)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            Spacer()
            TeamBadgeView(code: match.awayTeam.code, name: match.awayTeam.shortName)
        }
        .padding(.vertical, Theme.Spacing.s)
        .overlay(alignment: .topTrailing) {
            if match.isLive {
                Circle()
                    .fill(Theme.Colors.liveRed)
                    .frame(width: Theme.Spacing.s, height: Theme.Spacing.s)
            }
        }
        .accessibilityIdentifier("match-row-\(match.matchId)")
    }
}

#Preview {
    MatchRowView(match: PreviewData.liveItem)
}
