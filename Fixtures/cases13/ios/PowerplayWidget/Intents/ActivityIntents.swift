import AppIntents
import Foundation

struct RefreshScoreIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Refresh score"

    @Parameter(title: "Fixture")
    var fixtureId: String

    init() {}

    init(fixtureId: String) {
        self.fixtureId = fixtureId
    }

    func perform() async throws -> some IntentResult {
        try await WidgetAPI.shared.requestRefresh(fixtureId: fixtureId)
        return .result()
    }
}

struct MuteFixtureAlertsIntent: SetValueIntent, LiveActivityIntent {
    static let title: LocalizedStringResource = "Mute alerts"

    @Parameter(title: "Fixture")
    var fixtureId: String

    @Parameter(title: "Muted")
    var value: Bool

    init() {}

    init(fixtureId: String) {
        self.fixtureId = fixtureId
    }

    func perform() async throws -> some IntentResult {
        try await WidgetAPI.shared.setMuted(value, fixtureId: fixtureId)
        return .result()
    }
}
