import SwiftUI

struct MatchRow: View {
    let item: MatchItem
    let isFollowed: Bool

    private var homeTotal: Int { item.homeTeam.goals * 3 + item.homeTeam.points }
    private var awayTotal: Int { item.awayTeam.goals * 3 + item.awayTeam.points }

    var body: some View {
        HStack(spacing: Theme.Spacing.md) {
            VStack(alignment: .leading, spacing: Theme.Spacing.xxs) {
                teamLine(item.homeTeam, total: homeTotal)
                teamLine(item.awayTeam, total: awayTotal)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                Text(item.displayState.statusText)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(item.displayState.isLive ? Theme.Colors.liveRed : Theme.Colors.muted)
                if item.displayState.phase == .pre {
                    Text(item.startTime, format: .dateTime.hour().minute())
                        .font(.caption2)
                } else if item.displayState.phase == .completed {
                    Text("FT")
                        .font(.caption2)
                }
            }
            if isFollowed {
                Image(systemName: "bell.fill")
                    .foregroundColor(.accentColor)
            }
        }
        .padding(.vertical, Theme.Spacing.xs)
        .accessibilityIdentifier("match-row-\(item.matchId)")
    }

    private func teamLine(_ team: TeamSummary, total: Int) -> some View {
        HStack {
            Text(team.name)
            Spacer()
            Text(String(format: "%d-%02d", team.goals, team.points))
                .monospacedDigit()
            Text("\(total)")
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    MatchRow(item: PreviewData.schedule.groups[0].matches[0], isFollowed: true)
}
