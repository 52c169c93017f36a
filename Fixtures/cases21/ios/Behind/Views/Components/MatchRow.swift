import SwiftUI

struct MatchRow: View {
    let item: MatchItem
    let isFollowed: Bool

    var body: some View {
        HStack(spacing: Theme.Spacing.md) {
            VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
                Text("\(item.homeTeam.name) v \(item.awayTeam.name)")
                    .font(Typography.label)
                Text(item.venueText)
                    .font(Typography.caption)
                    .foregroundColor(.secondary)
            }
            Spacer()
            trailing
        }
        .padding(.vertical, 10)
        .accessibilityIdentifier("match-row-\(item.matchId)")
    }

    @ViewBuilder
    private var trailing: some View {
        switch item.displayState.phase {
        case .pre:
            Text(item.startTime.formatted(date: .omitted, time: .shortened))
        case .live, .quarterTime, .halfTime, .threeQuarterTime:
            Text(item.displayState.homeScoreText + " – " + item.displayState.awayScoreText)
                .contentTransition(.numericText())
        case .completed:
            Text("FT")
        case .postponed, .abandoned:
            Text(item.displayState.statusText)
        }
    }
}
