import ActivityKit
import Foundation

/// Backs the "Track live" Home Screen quick action: starts a Live Activity for a match
/// without going through the follow screen.
@MainActor
struct QuickTrackHandler {
    let api: APIClient

    func track(matchId: String) async throws {
        let match: MatchItem = try await api.get("matches/\(matchId)/summary")
        let state: LiveActivityDisplayState = try await api.get("matches/\(matchId)/live-activity")
        let attributes = OcheMatchAttributes(item: match)

        let activity = try Activity.request(attributes: attributes, content: ActivityContent(state: state, staleDate: nil), pushType: .token)

        guard let tokenData = activity.pushToken else { return }
        let body = ActivityTokenRequest(
            matchId: matchId,
            pushToken: tokenData.hexString,
            frequentPushesEnabled: ActivityAuthorizationInfo().frequentPushesEnabled
        )
        try? await api.registerActivityToken(body)
    }
}
