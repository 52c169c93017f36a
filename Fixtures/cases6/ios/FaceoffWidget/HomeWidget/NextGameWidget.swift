import SwiftUI
import WidgetKit

struct NextGameEntry: TimelineEntry {
    let date: Date
    let game: GameItem?
}

struct NextGameProvider: TimelineProvider {
    func placeholder(in context: Context) -> NextGameEntry {
        NextGameEntry(date: .now, game: LiveActivityPreviewData.nextGame)
    }

    func getSnapshot(in context: Context, completion: @escaping (NextGameEntry) -> Void) {
        completion(NextGameEntry(date: .now, game: LiveActivityPreviewData.nextGame))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NextGameEntry>) -> Void) {
        Task {
            let game = try? await fetchNextGame()
            let nextRefresh = Date.now.addingTimeInterval(15 * 60)
            completion(Timeline(entries: [NextGameEntry(date: .now, game: game)], policy: .after(nextRefresh)))
        }
    }

    private func fetchNextGame() async throws -> GameItem? {
        let url = URL(string: "https://api.faceoffapp.com/schedule/next")!
        let (data, _) = try await URLSession.shared.data(from: url)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(ScheduleResponse.self, from: data).groups.first?.games.first
    }
}

struct NextGameWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "NextGame", provider: NextGameProvider()) { entry in
            NextGameWidgetView(entry: entry)
        }
        .configurationDisplayName("Next game")
        .description("Your next puck drop, or the score if it's on.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
