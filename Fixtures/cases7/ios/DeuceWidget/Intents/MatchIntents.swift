import AppIntents
import Foundation

struct ToggleMatchAlertsIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Toggle match alerts"

    @Parameter(title: "Match")
    var matchId: String

    init() {}

    init(matchId: String) {
        self.matchId = matchId
    }

    func perform() async throws -> some IntentResult {
        // The extension can't reach the app's services. It records the choice in
        // the app group and the app syncs it to the backend on next foreground.
        let shared = UserDefaults(suiteName: "group.app.deuce")
        var muted = Set(shared?.stringArray(forKey: "mutedMatches") ?? [])
        if muted.contains(matchId) {
            muted.remove(matchId)
        } else {
            muted.insert(matchId)
        }
        shared?.set(Array(muted), forKey: "mutedMatches")
        return .result()
    }
}

struct OpenStatsIntent: AppIntent {
    static let title: LocalizedStringResource = "Open match stats"
    static let openAppWhenRun = true

    @Parameter(title: "Match")
    var matchId: String

    init() {}

    init(matchId: String) {
        self.matchId = matchId
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}
