import AppIntents

struct MuteMatchIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Mute match"
    @Parameter(title: "Match") var matchId: String
    init() {}
    init(matchId: String) { self.matchId = matchId }
    func perform() async throws -> some IntentResult { .result() }
}

struct OpenReviewIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Open review"
    @Parameter(title: "Match") var matchId: String
    init() {}
    init(matchId: String) { self.matchId = matchId }
    func perform() async throws -> some IntentResult { .result() }
}

struct PinMatchIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Pin match"
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}
