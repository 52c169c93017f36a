import AppIntents

struct MuteMatchIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Mute match"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct RefreshScoreIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Refresh score"

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct FollowTeamIntent: SetValueIntent, LiveActivityIntent {
    static let title: LocalizedStringResource = "Follow team"

    @Parameter(title: "Following")
    var value: Bool

    func perform() async throws -> some IntentResult {
        .result()
    }
}
