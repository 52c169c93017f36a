import Foundation

@Observable @MainActor
final class FakeFollowService: FollowService {
    var followedMatchIds: Set<String> = ["m-wang-moregard"]

    func follow(matchId: String, playerId: String?) async throws { followedMatchIds.insert(matchId) }
    func unfollow(matchId: String) async throws { followedMatchIds.remove(matchId) }
    func reconcile() async {}
}
