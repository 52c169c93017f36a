import Foundation

@Observable
@MainActor
final class FakeFollowService: FollowService {
    var followedMatchIds: Set<String> = ["2026-afl-r12-geel-coll"]

    func follow(matchId: String, teamId: String?) async throws {
        followedMatchIds.insert(matchId)
    }

    func unfollow(matchId: String) async throws {
        followedMatchIds.remove(matchId)
    }

    func switchTeam(matchId: String, teamId: String) async throws {}

    func reconcile() async {}
}
