import AppIntents

struct RefreshScoreIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh score"

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

struct MuteGameIntent: AppIntent {
    static let title: LocalizedStringResource = "Mute game"

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
