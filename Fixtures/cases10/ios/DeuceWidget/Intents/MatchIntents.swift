import AppIntents

struct RefreshMatchIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Refresh score"

    @Parameter(title: "Match") var matchId: String

    init() {}
    init(matchId: String) { self.matchId = matchId }

    func perform() async throws -> some IntentResult { .result() }
}

struct MuteMatchIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Mute match alerts"

    @Parameter(title: "Match") var matchId: String

    init() {}
    init(matchId: String) { self.matchId = matchId }

    func perform() async throws -> some IntentResult { .result() }
}

struct OpenCourtIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Open court"
    static let openAppWhenRun = true

    @Parameter(title: "Court") var courtId: String

    init() {}
    init(courtId: String) { self.courtId = courtId }

    func perform() async throws -> some IntentResult { .result() }
}

struct MuteCourtIntent: SetValueIntent, LiveActivityIntent {
    static let title: LocalizedStringResource = "Mute court"

    @Parameter(title: "Court") var courtId: String
    @Parameter(title: "Muted") var value: Bool

    init() {}
    init(courtId: String) { self.courtId = courtId }

    func perform() async throws -> some IntentResult { .result() }
}

struct DismissFinishedMatchIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Dismiss"

    @Parameter(title: "Match") var matchId: String

    init() {}
    init(matchId: String) { self.matchId = matchId }

    func perform() async throws -> some IntentResult { .result() }
}
