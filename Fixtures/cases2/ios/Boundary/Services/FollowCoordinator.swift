import ActivityKit
import Foundation

/// Follows a match and, if the backend hands back a live state, puts it on the Lock Screen.
@Observable @MainActor final class FollowCoordinator {
    private let api: any BoundaryAPI
    private(set) var pendingTokens: [String: Data?] = [:]
    private(set) var lastToast: String?

    init(api: any BoundaryAPI) {
        self.api = api
    }

    func followAndTrack(_ match: MatchSummary) async throws {
        let follow = try await api.follow(matchID: match.id, teamID: nil)
        lastToast = follow.toast
        guard let initial = follow.initialState else { return }
        let activity = try Activity.request(
            attributes: BoundaryMatchAttributes(
                matchID: match.id,
                homeFlag: match.home.flagEmoji,
                awayFlag: match.away.flagEmoji,
                kickoff: match.kickoff,
                showsSponsor: follow.sponsored
            ),
            content: ActivityContent(state: initial, staleDate: nil),
            pushType: .token
        )
        pendingTokens[match.id] = activity.pushToken
    }
}
