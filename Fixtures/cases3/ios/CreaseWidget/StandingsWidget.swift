import AppIntents
import SwiftUI
import WidgetKit

struct StandingsEntry: TimelineEntry {
    let date: Date
    let table: StandingsTable?
    let nextFixture: FixtureItem?
}

struct StandingsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StandingsEntry {
        StandingsEntry(date: .now, table: nil, nextFixture: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (StandingsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StandingsEntry>) -> Void) {
        Task {
            let table = try? await WidgetAPI.shared.standings()
            let next = try? await WidgetAPI.shared.nextFixture()
            let entry = StandingsEntry(date: .now, table: table, nextFixture: next)
            let refresh = Date.now.addingTimeInterval(30 * 60)
            completion(Timeline(entries: [entry], policy: .after(refresh)))
        }
    }
}

struct StandingsWidgetView: View {
    let entry: StandingsEntry
    @Environment(\.widgetFamily) private var widgetFamily

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let table = entry.table {
                ForEach(table.rows.prefix(widgetFamily == .systemSmall ? 3 : 6)) { row in
                    HStack {
                        Text(row.teamName).lineLimit(1)
                        Spacer()
                        Text(row.pointsText).monospacedDigit()
                    }
                    .font(.caption)
                }
            }
            if let next = entry.nextFixture {
                Text(next.startsAt, style: .relative)
                    .font(.caption2)
            }
            HStack {
                Button(intent: RefreshScoreIntent(matchId: "standings")) {
                    Image(systemName: "arrow.clockwise")
                }
                Button(intent: MuteMatchIntent(matchId: entry.nextFixture?.fixtureId ?? "")) {
                    Image(systemName: "bell.slash")
                }
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct StandingsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "app.crease.standings", provider: StandingsProvider()) { entry in
            StandingsWidgetView(entry: entry)
        }
        .configurationDisplayName("Standings")
        .description("The table for the competition you follow.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
