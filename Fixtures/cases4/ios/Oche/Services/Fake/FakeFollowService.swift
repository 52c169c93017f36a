import Foundation
import Observation

@Observable @MainActor
final class FakeFollowService: FollowService {
    private(set) var followedMatchIds: Set<String> = [PreviewData.liveMatch.matchId]
    private let liveActivities = FakeLiveActivityService()

    func follow(_ match: MatchItem) async throws {
        followedMatchIds.insert(match.matchId)
        try await liveActivities.start(match: match, state: PreviewData.liveState)
    }

    func unfollow(matchId: String) async throws {
        followedMatchIds.remove(matchId)
        await liveActivities.end(matchId: matchId, reason: .unfollowed)
    }

    func reconcile() async {}
}
