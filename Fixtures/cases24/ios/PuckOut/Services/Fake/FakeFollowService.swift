import Foundation

@Observable
@MainActor
final class FakeFollowService: FollowService {
    var followedMatchIds: Set<String> = ["kk-lim-2026-aif"]

    func follow(matchId: String, teamId: String?) async throws {
        followedMatchIds.insert(matchId)
    }

    func unfollow(matchId: String) async throws {
        followedMatchIds.remove(matchId)
    }

    func reconcile() async {}
}
