import SwiftUI
import WidgetKit

struct UpNextEntry: TimelineEntry {
    let date: Date
    let fixtures: [UpNextFixture]
}

struct UpNextFixture: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let title: String
    let startText: String
    let statusText: String
}

struct UpNextProvider: TimelineProvider {
    func placeholder(in context: Context) -> UpNextEntry {
        UpNextEntry(date: .now, fixtures: [])
    }

    func getSnapshot(in context: Context, completion: @escaping (UpNextEntry) -> Void) {
        completion(UpNextEntry(date: .now, fixtures: []))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<UpNextEntry>) -> Void) {
        Task {
            let url = URL(string: "https://api.powerplay.app/widget/up-next")!
            let fixtures: [UpNextFixture]
            if let response = try? await URLSession.shared.data(from: url) {
                fixtures = (try? JSONDecoder().decode([UpNextFixture].self, from: response.0)) ?? []
            } else {
                fixtures = []
            }
            let next = Calendar.current.date(byAdding: .minute, value: 30, to: .now) ?? .now
            completion(Timeline(entries: [UpNextEntry(date: .now, fixtures: fixtures)], policy: .after(next)))
        }
    }
}

struct UpNextWidgetView: View {
    let entry: UpNextEntry

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            ForEach(entry.fixtures.prefix(3)) { fixture in
                VStack(alignment: .leading) {
                    Text(fixture.title)
                        .font(.caption.weight(.semibold))
                    Text(fixture.startText)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .containerBackground(Color(.sRGB, red: 0.04, green: 0.2, blue: 0.12, opacity: 1), for: .widget)
    }
}

struct UpNextWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "UpNextWidget", provider: UpNextProvider()) { entry in
            UpNextWidgetView(entry: entry)
        }
        .configurationDisplayName("Up next")
        .description("The next three fixtures you follow.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
