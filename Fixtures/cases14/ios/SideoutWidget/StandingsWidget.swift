import SwiftUI
import WidgetKit

struct StandingsEntry: TimelineEntry {
    let date: Date
    let rows: [StandingRow]
}

struct StandingsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StandingsEntry {
        StandingsEntry(date: .now, rows: [])
    }

    func getSnapshot(in context: Context, completion: @escaping (StandingsEntry) -> Void) {
        completion(StandingsEntry(date: .now, rows: []))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StandingsEntry>) -> Void) {
        Task {
            let rows = await StandingsSnapshotLoader.load()
            let next = Date.now.addingTimeInterval(30 * 60)
            completion(Timeline(entries: [StandingsEntry(date: .now, rows: rows)], policy: .after(next)))
        }
    }
}

struct StandingsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "StandingsWidget", provider: StandingsProvider()) { entry in
            StandingsWidgetView(entry: entry)
                .containerBackground(Color.ssPill, for: .widget)
        }
        .configurationDisplayName("Standings")
        .description("Your league table at a glance.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
