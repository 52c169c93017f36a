import ActivityKit
import AppIntents

struct MuteStageIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Mute stage alerts"

    @Parameter(title: "Stage")
    var stageId: String

    init() {}

    init(stageId: String) {
        self.stageId = stageId
    }

    func perform() async throws -> some IntentResult {
        UserDefaults(suiteName: "group.app.peloton")?.set(true, forKey: "muted-\(stageId)")
        return .result()
    }
}

struct RefreshStageIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Refresh stage"

    @Parameter(title: "Stage")
    var stageId: String

    init() {}

    init(stageId: String) {
        self.stageId = stageId
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}
