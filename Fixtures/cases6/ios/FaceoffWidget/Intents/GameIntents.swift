import AppIntents
import Foundation

struct MuteGameIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Mute game alerts"

    @Parameter(title: "Game")
    var gameId: String

    init() {}

    init(gameId: String) {
        self.gameId = gameId
    }

    func perform() async throws -> some IntentResult {
        let defaults = UserDefaults(suiteName: "group.com.faceoffapp.Faceoff")
        var muted = Set(defaults?.stringArray(forKey: "mutedGameIds") ?? [])
        muted.insert(gameId)
        defaults?.set(Array(muted), forKey: "mutedGameIds")
        return .result()
    }
}

struct OpenBoxScoreIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Open box score"
    static let openAppWhenRun = true

    @Parameter(title: "Game")
    var gameId: String

    init() {}

    init(gameId: String) {
        self.gameId = gameId
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}
