import Foundation
import Observation

@Observable @MainActor
final class FakeFollowService: FollowService {
    private(set) var followedGameIds: Set<String> = ["g-0704-chc-stl"]

    func follow(game: GameItem, teamId: String?) async throws {
        followedGameIds.insert(game.id)
    }

    func unfollow(gameId: String) async throws {
        followedGameIds.remove(gameId)
    }

    func switchPerspective(gameId: String, teamId: String) async throws {}
}
