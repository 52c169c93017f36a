import Foundation

@Observable @MainActor final class FakeFollowService: FollowService {
    private(set) var followedMatchIds: Set<String> = []

    func follow(_ match: MatchItem, playerId: String?) async throws -> FollowResponse {
        followedMatchIds.insert(match.matchId)
        return FollowResponse(matchId: match.matchId, status: .following, message: "", liveActivityState: nil)
    }

    func unfollow(matchId: String, finalState: LiveActivityDisplayState?) async {
        followedMatchIds.remove(matchId)
    }

    func retryPendingUnfollows() async {}
}
