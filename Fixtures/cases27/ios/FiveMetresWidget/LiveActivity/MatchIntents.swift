import AppIntents

struct MuteMatchIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Mute match"
    @Parameter(title: "Match code") var matchCode: String

    init() {}
    init(matchCode: String) { self.matchCode = matchCode }

    func perform() async throws -> some IntentResult { .result() }
}

struct RefreshMatchIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Refresh"

    func perform() async throws -> some IntentResult { .result() }
}
