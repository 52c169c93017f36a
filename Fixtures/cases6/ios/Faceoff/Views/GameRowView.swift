import SwiftUI

struct GameRowView: View {
    var item: GameItem

    var body: some View {
        HStack(spacing: Theme.Spacing.m) {
            VStack(alignment: .leading, spacing: Theme.Spacing.xs) {
                teamLine(item.away, score: item.display.awayScore)
                teamLine(item.home, score: item.display.homeScore)
            }
            Spacer()
            statusBadge
        }
        .frame(minHeight: Theme.Size.rowMinHeight)
        .accessibilityElement(children: .combine)
    }

    private func teamLine(_ team: Team, score: String) -> some View {
        HStack(spacing: Theme.Spacing.s) {
            if let flag = team.flagEmoji {
                Text(flag)
            }
            Text(team.abbrev)
                .font(.headline)
            Spacer()
            Text(score)
                .font(.headline.monospacedDigit())
                .contentTransition(.numericText())
        }
    }

    @ViewBuilder
    private var statusBadge: some View {
        switch item.phase {
        case .intermission:
            Text("INT")
                .font(.caption.bold())
                .foregroundColor(.secondary)
        case .live, .overtime, .shootout:
            Text(item.display.statusLabel)
                .font(.caption.bold())
                .foregroundStyle(Color.sentiment(item.display.sentiment))
        default:
            Text(item.display.statusLabel)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    List {
        GameRowView(item: PreviewData.liveGame)
        GameRowView(item: PreviewData.finalGame)
    }
}
