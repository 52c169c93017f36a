import Foundation
import Observation

@Observable @MainActor
final class FakeFollowService: FollowService {
    var followedMatchIds: Set<String> = ["m-101"]

    func follow(matchId: String, teamId: String?) async throws {
        followedMatchIds.insert(matchId)
    }

    func unfollow(matchId: String) async throws {
        followedMatchIds.remove(matchId)
    }

    func reconcile() async {}
}
