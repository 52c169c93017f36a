import AppIntents
import Foundation

struct RefreshScoreIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Refresh score"

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

struct MuteMatchIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Mute alerts"

    @Parameter(title: "Match")
    var matchId: String

    init() {}

    init(matchId: String) {
        self.matchId = matchId
    }

    func perform() async throws -> some IntentResult {
        UserDefaults(suiteName: "group.app.maul.shared")?.set(true, forKey: "muted.\(matchId)")
        return .result()
    }
}
