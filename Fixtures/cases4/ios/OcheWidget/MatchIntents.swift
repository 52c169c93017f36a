import AppIntents
import Foundation

/// Asks the backend to push the latest state now instead of waiting for the next visit.
struct RefreshMatchIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Refresh match"

    @Parameter(title: "Match")
    var matchId: String

    init() {}

    init(matchId: String) {
        self.matchId = matchId
    }

    func perform() async throws -> some IntentResult {
        try await APIClient.live.sendNoContent("POST", "matches/\(matchId)/refresh")
        return .result()
    }
}

/// Stops alert pushes for this match while keeping the Live Activity updating.
struct MuteMatchIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Mute match alerts"

    @Parameter(title: "Match")
    var matchId: String

    init() {}

    init(matchId: String) {
        self.matchId = matchId
    }

    func perform() async throws -> some IntentResult {
        try await APIClient.live.sendNoContent("POST", "user/follow/match/\(matchId)/mute")
        return .result()
    }
}

struct FollowMatchIntent: AppIntent {
    static let title: LocalizedStringResource = "Follow match"

    @Parameter(title: "Match")
    var matchId: String

    init() {}

    init(matchId: String) {
        self.matchId = matchId
    }

    func perform() async throws -> some IntentResult {
        let request = FollowRequest(matchId: matchId, playerId: nil)
        let _: FollowResponse = try await APIClient.live.send("POST", "user/follow/match", body: request)
        return .result()
    }
}
