import SwiftUI
import WidgetKit

/// Home-screen widget: the next draw for the user's favourite rink.
struct NextDrawWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "NextDraw", provider: NextDrawProvider()) { entry in
            NextDrawEntryView(entry: entry)
                .containerBackground(Color.bhSheetNight, for: .widget)
        }
        .configurationDisplayName("Next draw")
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}

struct NextDrawEntry: TimelineEntry {
    let date: Date
    let drawLine: String
    let opponentLine: String
}

struct NextDrawProvider: TimelineProvider {
    func placeholder(in context: Context) -> NextDrawEntry {
        NextDrawEntry(date: .now, drawLine: "Draw 9 · 19:00", opponentLine: "v Sweden")
    }

    func getSnapshot(in context: Context, completion: @escaping (NextDrawEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NextDrawEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(.now.addingTimeInterval(30 * 60))))
    }
}

struct NextDrawEntryView: View {
    let entry: NextDrawEntry
    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.drawLine).font(.headline)
            Text(entry.opponentLine).font(.caption)
        }
    }
}
