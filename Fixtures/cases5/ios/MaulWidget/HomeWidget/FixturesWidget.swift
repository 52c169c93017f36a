import SwiftUI
import WidgetKit

struct LiveScoresEntry: TimelineEntry {
    let date: Date
    let matches: [LiveActivityCompact]
}

/// Small home-screen widget with the live scores of followed matches. The backend
/// returns the same compact display state the Live Activity uses.
struct LiveScoresProvider: TimelineProvider {
    private static let refreshInterval: TimeInterval = 15 * 60
    private static let endpoint = URL(string: "https://api.maul.app/v1/widget/live")!

    func placeholder(in context: Context) -> LiveScoresEntry {
        LiveScoresEntry(date: .now, matches: [])
    }

    func getSnapshot(in context: Context, completion: @escaping (LiveScoresEntry) -> Void) {
        Task { completion(await loadEntry()) }
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<LiveScoresEntry>) -> Void) {
        Task {
            let entry = await loadEntry()
            let nextRefresh = Date.now.addingTimeInterval(Self.refreshInterval)
            completion(Timeline(entries: [entry], policy: .after(nextRefresh)))
        }
    }

    private func loadEntry() async -> LiveScoresEntry {
        guard
            let (data, _) = try? await URLSession.shared.data(from: Self.endpoint),
            let matches = try? JSONDecoder().decode([LiveActivityCompact].self, from: data)
        else {
            return LiveScoresEntry(date: .now, matches: [])
        }
        return LiveScoresEntry(date: .now, matches: Array(matches.prefix(3)))
    }
}

struct LiveScoresWidgetView: View {
    let entry: LiveScoresEntry

    var body: some View {
        VStack(alignment: .leading, spacing: WidgetMetrics.rowSpacing) {
            ForEach(entry.matches, id: \.self) { match in
                HStack {
                    Text(match.homeCode)
                    Spacer()
                    Text(match.scoreText)
                        .monospacedDigit()
                    Spacer()
                    Text(match.awayCode)
                }
                .font(.caption.weight(.semibold))
                Text(match.clockText)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            Text(entry.date, style: .time)
                .font(.caption2)
                .foregroundStyle(.tertiary)
        }
        .foregroundStyle(.white)
    }
}

struct FixturesWidget: Widget {
    let kind = "MaulLiveScoresWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: LiveScoresProvider()) { entry in
            LiveScoresWidgetView(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [.maulFooterGradient1, .maulFooterGradient2], startPoint: .top, endPoint: .bottom)
                }
        }
        .configurationDisplayName("Live scores")
        .description("Scores from the matches you follow.")
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    FixturesWidget()
} timeline: {
    LiveScoresEntry(date: .now, matches: [LiveActivityPreviewData.secondHalf.display.compact])
}
