import AppIntents
import Foundation

struct RefreshGameIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh game"
    @Parameter(title: "Game") var gameId: String
    init() {}
    init(gameId: String) { self.gameId = gameId }
    func perform() async throws -> some IntentResult { .result() }
}

struct MuteGameIntent: AppIntent {
    static let title: LocalizedStringResource = "Mute game"
    @Parameter(title: "Game") var gameId: String
    init() {}
    init(gameId: String) { self.gameId = gameId }
    func perform() async throws -> some IntentResult { .result() }
}

struct OpenGameIntent: AppIntent {
    static let title: LocalizedStringResource = "Open game"
    static let openAppWhenRun = true
    @Parameter(title: "Game") var gameId: String
    init() {}
    init(gameId: String) { self.gameId = gameId }
    func perform() async throws -> some IntentResult { .result() }
}
