import Foundation

@Observable @MainActor
final class FakeFollowService: FollowService {
    var followedMatchIds: Set<String> = ["pkl-2026-041"]

    func follow(matchId: String, teamId: String?) async throws {
        followedMatchIds.insert(matchId)
    }

    func unfollow(matchId: String) async throws {
        followedMatchIds.remove(matchId)
    }
}
