import AppIntents
import SwiftUI
import WidgetKit

struct NextMatchEntry: TimelineEntry {
    let date: Date
    let match: MatchItem?
}

struct NextMatchProvider: TimelineProvider {
    func placeholder(in context: Context) -> NextMatchEntry {
        NextMatchEntry(date: .now, match: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (NextMatchEntry) -> Void) {
        Task {
            completion(await loadEntry())
        }
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NextMatchEntry>) -> Void) {
        Task {
            let entry = await loadEntry()
            let refreshAt = Calendar.current.date(byAdding: .minute, value: 15, to: entry.date) ?? entry.date.addingTimeInterval(900)
            completion(Timeline(entries: [entry], policy: .after(refreshAt)))
        }
    }

    private func loadEntry() async -> NextMatchEntry {
        let match: MatchItem? = try? await APIClient.live.get("widget/next-match")
        return NextMatchEntry(date: .now, match: match)
    }
}

struct NextMatchWidget: Widget {
    let kind = "NextMatchWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: NextMatchProvider()) { entry in
            NextMatchWidgetView(entry: entry)
                .containerBackground(Color.ocheBoard, for: .widget)
        }
        .configurationDisplayName("Next match")
        .description("Your next match, with the score once it's on.")
        .supportedFamilies([.systemSmall])
    }
}

struct NextMatchWidgetView: View {
    let entry: NextMatchEntry

    var body: some View {
        if let match = entry.match {
            content(for: match)
        } else {
            Image(systemName: "target")
                .font(.largeTitle)
                .foregroundStyle(Color.ocheAmber)
        }
    }

    @ViewBuilder
    private func content(for match: MatchItem) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Up next")
                .font(.caption2)
                .foregroundStyle(.secondary)
            Text(match.display.title)
                .font(.headline)
                .lineLimit(2)
            switch match.phase {
            case .live:
                Text(match.display.scoreText)
                    .font(.title2.bold().monospacedDigit())
            case .pre:
                Text("Starts soon")
                    .font(.caption)
                Text(match.startTime, format: .dateTime.hour().minute())
                    .font(.title3.bold())
            default:
                Text(match.display.statusText)
                    .font(.caption)
            }
            HStack {
                Button(intent: RefreshMatchIntent(matchId: match.matchId)) {
                    Image(systemName: "arrow.clockwise")
                }
                Button(intent: FollowMatchIntent(matchId: match.matchId)) {
                    Image(systemName: "star")
                }
            }
        }
    }
}
