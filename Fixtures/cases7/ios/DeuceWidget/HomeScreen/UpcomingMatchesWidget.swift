import SwiftUI
import WidgetKit

struct UpcomingMatchesEntry: TimelineEntry {
    let date: Date
    let matches: [MatchItem]
}

struct UpcomingMatchesProvider: TimelineProvider {
    func placeholder(in context: Context) -> UpcomingMatchesEntry {
        UpcomingMatchesEntry(date: .now, matches: [])
    }

    func getSnapshot(in context: Context, completion: @escaping (UpcomingMatchesEntry) -> Void) {
        completion(UpcomingMatchesEntry(date: .now, matches: []))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<UpcomingMatchesEntry>) -> Void) {
        Task {
            var matches: [MatchItem] = []
            do {
                let url = URL(string: "https://api.deuce.app/matches/schedule")!
                let (data, _) = try await URLSession.shared.data(from: url)
                let schedule = try JSONDecoder.deuce.decode(ScheduleResponse.self, from: data)
                matches = Array(schedule.groups.flatMap(\.matches).prefix(3))
            } catch {
                debugPrint("upcoming timeline failed", error)
            }
            let nextRefresh = Calendar.current.date(byAdding: .minute, value: 30, to: .now) ?? .now
            completion(Timeline(entries: [UpcomingMatchesEntry(date: .now, matches: matches)], policy: .after(nextRefresh)))
        }
    }
}

struct UpcomingMatchesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "UpcomingMatches", provider: UpcomingMatchesProvider()) { entry in
            UpcomingMatchesEntryView(entry: entry)
                .containerBackground(Color.deuceCourt, for: .widget)
        }
        .configurationDisplayName("Up next")
        .description("The next matches on the schedule.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct UpcomingMatchesEntryView: View {
    let entry: UpcomingMatchesEntry

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            Text("Up next")
                .font(.caption.bold())
                .foregroundStyle(Color.deuceBall)
            ForEach(entry.matches, id: \.matchId) { match in
                UpcomingRow(match: match)
            }
            Spacer()
            Text(entry.date, style: .time)
                .font(.caption2)
                .foregroundStyle(Color.deuceMuted)
        }
    }
}

struct UpcomingRow: View {
    let match: MatchItem

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(match.home.shortName) v \(match.away.shortName)")
                .font(.caption)
                .lineLimit(1)
            HStack {
                Text(match.statusText)
                Spacer()
                Text(match.scoreLine.split(separator: " ").last.map(String.init) ?? "")
                    .monospacedDigit()
            }
            .font(.caption2)
            .foregroundStyle(Color.deuceMuted)
        }
    }
}
