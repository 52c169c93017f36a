import Foundation
import WidgetKit

/// Hands the stage the user follows to the home-screen widget through the App Group.
enum WidgetSnapshotWriter {
    static func write(_ snapshot: StageWidgetSnapshot) {
        guard let defaults = UserDefaults(suiteName: AppConfig.appGroup),
              let data = try? JSONEncoder().encode(snapshot) else { return }
        defaults.set(data, forKey: AppConfig.widgetSnapshotKey)
        WidgetCenter.shared.reloadTimelines(ofKind: "StageWidget")
    }
}
