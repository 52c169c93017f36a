import AppIntents
import Foundation

struct RefreshScoreIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh score"

    @Parameter(title: "Match ID")
    var matchId: String

    init() {}

    init(matchId: String) {
        self.matchId = matchId
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct MuteMatchIntent: AppIntent {
    static let title: LocalizedStringResource = "Mute match alerts"

    @Parameter(title: "Match ID")
    var matchId: String

    init() {}

    init(matchId: String) {
        self.matchId = matchId
    }

    func perform() async throws -> some IntentResult {
        UserDefaults(suiteName: "group.app.crease")?.set(true, forKey: "muted.\(matchId)")
        return .result()
    }
}
