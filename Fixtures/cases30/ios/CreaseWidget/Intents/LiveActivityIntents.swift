import AppIntents
import Foundation

struct MuteGameAlertsIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Mute game alerts"

    @Parameter(title: "Game")
    var gameId: String

    init() {}
    init(gameId: String) { self.gameId = gameId }

    func perform() async throws -> some IntentResult {
        SharedDefaults.suite.set(true, forKey: "muted.\(gameId)")
        return .result()
    }
}

struct RefreshGameIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Refresh game"

    @Parameter(title: "Game")
    var targetGameId: String

    init() {}
    init(gameId: String) { self.targetGameId = gameId }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

enum SharedDefaults {
    static let suite = UserDefaults(suiteName: "group.com.creaselax.app")!
}
