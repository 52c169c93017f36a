import SwiftUI
import WidgetKit

struct NextGameWidgetView: View {
    let entry: NextGameEntry

    var body: some View {
        Group {
            if let game = entry.game {
                GameSummaryView(game: game)
            } else {
                Image(systemName: "hockey.puck")
                    .font(.largeTitle)
                    .foregroundStyle(.secondary)
            }
        }
        .containerBackground(Color(red: 0.04, green: 0.07, blue: 0.13), for: .widget)
    }
}

struct GameSummaryView: View {
    let game: GameItem

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            Text(game.league)
                .font(.caption2)
                .foregroundStyle(.secondary)
            Text(game.display.statusLabel)
                .font(.caption.bold())
            HStack {
                Text(game.away.abbrev)
                Spacer()
                Text(game.display.awayScore)
                    .contentTransition(.numericText())
            }
            HStack {
                Text(game.home.abbrev)
                Spacer()
                Text(game.display.homeScore)
                    .contentTransition(.numericText())
            }
        }
        .font(.headline.monospacedDigit())
        .widgetURL(URL(string: "faceoff://game/\(game.gameId)"))
    }
}

#Preview(as: .systemSmall) {
    NextGameWidget()
} timeline: {
    NextGameEntry(date: .now, game: LiveActivityPreviewData.nextGame)
}
