import Foundation

@Observable @MainActor final class FakeFollowService: FollowService {
    var followedGameIds: Set<String> = []
    func follow(_ game: GameItem, teamId: String?) async throws { followedGameIds.insert(game.gameId) }
    func unfollow(gameId: String) async throws { followedGameIds.remove(gameId) }
}
