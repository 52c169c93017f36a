import AppIntents
import Foundation

struct MuteMatchIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Mute match alerts"

    @Parameter(title: "Match")
    var matchId: String

    init() {}

    init(matchId: String) {
        self.matchId = matchId
    }

    func perform() async throws -> some IntentResult {
        await WidgetAPIClient.shared.setMuted(true, matchId: matchId)
        return .result()
    }
}

struct UnfollowMatchIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Unfollow match"

    @Parameter(title: "Match")
    var matchId: String

    init() {}

    init(matchId: String) {
        self.matchId = matchId
    }

    func perform() async throws -> some IntentResult {
        await WidgetAPIClient.shared.unfollow(matchId: matchId)
        return .result()
    }
}
