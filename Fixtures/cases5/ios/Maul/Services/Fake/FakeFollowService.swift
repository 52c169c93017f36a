import Foundation
import Observation

@Observable @MainActor
final class FakeFollowService: FollowService {
    var followedMatchIds: Set<String> = [PreviewData.liveItem.matchId]

    func follow(_ match: MatchItem, teamId: String?) async throws {
        followedMatchIds.insert(match.matchId)
    }

    func unfollow(matchId: String) async throws {
        followedMatchIds.remove(matchId)
    }

    func switchTeam(matchId: String, teamId: String) async throws {}

    func reconcile() async {}
}
