import Foundation
import Observation

@Observable
@MainActor
final class FakeFollowService: FollowService {
    var followedMatchIds: Set<String> = ["ehf-cl-2026-q1-03"]

    func isFollowing(_ matchId: String) -> Bool { followedMatchIds.contains(matchId) }

    func follow(matchId: String, teamId: String?) async throws {
        followedMatchIds.insert(matchId)
    }

    func unfollow(matchId: String) async throws {
        followedMatchIds.remove(matchId)
    }

    func reconcile() async {}
}
