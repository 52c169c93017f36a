import AppIntents

struct RefreshScoreIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Refresh score"
    @Parameter(title: "Match") var matchId: String

    init() {}
    init(matchId: String) { self.matchId = matchId }

    func perform() async throws -> some IntentResult { .result() }
}

struct MuteMatchIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Mute match"
    @Parameter(title: "Match") var matchId: String

    init() {}
    init(matchId: String) { self.matchId = matchId }

    func perform() async throws -> some IntentResult { .result() }
}
