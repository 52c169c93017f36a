import SwiftUI

struct MatchRow: View {
    let item: MatchItem

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: Theme.Spacing.xxs) {
                Text("\(item.homeTeam.flagEmoji) \(item.homeTeam.shortName)")
                Text("\(item.awayTeam.flagEmoji) \(item.awayTeam.shortName)")
            }
            Spacer()
            VStack(alignment: .trailing) {
                Text(item.displayState.scoreText)
                    .contentTransition(.numericText())
                statusView
            }
        }
        .accessibilityIdentifier("match-row-\(item.matchId)")
        .padding(.vertical, Theme.Spacing.s)
    }

    private var statusView: AnyView {
        switch item.displayState.phase {
        case .live:
            return AnyView(Text(item.displayState.periodText).foregroundStyle(Theme.Colors.live))
        case .completed:
            return AnyView(Text("FT").foregroundStyle(.secondary))
        default:
            return AnyView(Text(item.startTime, style: .time))
        }
    }
}
