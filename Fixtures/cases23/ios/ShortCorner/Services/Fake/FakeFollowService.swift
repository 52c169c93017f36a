import Foundation
import Observation

@Observable
@MainActor
final class FakeFollowService: FollowService {
    var followedMatchIds: Set<String> = ["fih-pl-2026-ned-bel-m"]

    func follow(matchId: String, teamId: String?) async throws {
        followedMatchIds.insert(matchId)
    }

    func unfollow(matchId: String) async throws {
        followedMatchIds.remove(matchId)
    }

    func reconcile() async {}
}
