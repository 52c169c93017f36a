import AppIntents

struct MuteMatchIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Mute match"
    @Parameter(title: "Match") var matchId: String

    init() {}

    init(matchId: String) {
        self.matchId = matchId
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct RefreshMatchIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Refresh match"
    @Parameter(title: "Match") var matchId: String

    init() {}

    init(matchId: String) {
        self.matchId = matchId
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}
