import AppIntents

struct RefreshRaceIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Refresh race"
    @Parameter(title: "Race") var raceId: String

    init() {}
    init(raceId: String) { self.raceId = raceId }

    func perform() async throws -> some IntentResult { .result() }
}

struct MuteRaceIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Mute race"
    @Parameter(title: "Race") var raceId: String

    init() {}
    init(raceId: String) { self.raceId = raceId }

    func perform() async throws -> some IntentResult { .result() }
}

struct MuteMeetingIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Mute meeting"
    @Parameter(title: "Meeting") var meetingId: String

    init() {}
    init(meetingId: String) { self.meetingId = meetingId }

    func perform() async throws -> some IntentResult { .result() }
}
