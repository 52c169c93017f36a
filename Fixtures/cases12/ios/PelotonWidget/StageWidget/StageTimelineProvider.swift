import Foundation
import WidgetKit

struct StageEntry: TimelineEntry {
    let date: Date
    let snapshot: StageWidgetSnapshot?
}

struct StageTimelineProvider: TimelineProvider {
    private let appGroup = "group.app.peloton"
    private let snapshotKey = "stage-widget-snapshot"

    func placeholder(in context: Context) -> StageEntry {
        StageEntry(date: .now, snapshot: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (StageEntry) -> Void) {
        completion(StageEntry(date: .now, snapshot: loadSnapshot()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StageEntry>) -> Void) {
        let entry = StageEntry(date: .now, snapshot: loadSnapshot())
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(15 * 60))))
    }

    private func loadSnapshot() -> StageWidgetSnapshot? {
        guard let data = UserDefaults(suiteName: appGroup)?.data(forKey: snapshotKey) else { return nil }
        return try? JSONDecoder().decode(StageWidgetSnapshot.self, from: data)
    }
}
