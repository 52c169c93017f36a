import AppIntents

struct RefreshRoundIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Refresh round"

    @Parameter(title: "Player") var playerId: String

    init() {}
    init(playerId: String) { self.playerId = playerId }

    func perform() async throws -> some IntentResult { .result() }
}

struct MuteRoundIntent: SetValueIntent, LiveActivityIntent {
    static let title: LocalizedStringResource = "Mute round alerts"

    @Parameter(title: "Player") var playerId: String
    @Parameter(title: "Muted") var value: Bool

    init() {}
    init(playerId: String) { self.playerId = playerId }

    func perform() async throws -> some IntentResult { .result() }
}

struct OpenPlayoffIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Open playoff"
    static let openAppWhenRun = true

    func perform() async throws -> some IntentResult { .result() }
}
