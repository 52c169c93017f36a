import AppIntents

struct MuteRaceAlertsIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Mute race alerts"
    @Parameter(title: "Race") var raceId: String

    init() {}
    init(raceId: String) { self.raceId = raceId }

    func perform() async throws -> some IntentResult { .result() }
}

struct PinDriverIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Pin driver"
    @Parameter(title: "Driver") var driverId: String

    init() {}
    init(driverId: String) { self.driverId = driverId }

    func perform() async throws -> some IntentResult { .result() }
}
