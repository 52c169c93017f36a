import AppIntents

struct MuteMatchIntent: AppIntent {
    static let title: LocalizedStringResource = "Mute match"
    @Parameter(title: "Match") var matchId: String

    init() {}
    init(matchId: String) { self.matchId = matchId }

    func perform() async throws -> some IntentResult { .result() }
}

struct SwitchPerspectiveIntent: AppIntent {
    static let title: LocalizedStringResource = "Switch perspective"
    @Parameter(title: "Match") var matchId: String

    init() {}
    init(matchId: String) { self.matchId = matchId }

    func perform() async throws -> some IntentResult { .result() }
}
