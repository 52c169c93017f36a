import Foundation

@Observable @MainActor final class FakeFollowService: FollowService {
    private(set) var followedGameIds: Set<String> = []

    func follow(_ game: GameCard, teamId: String?) async throws -> FollowResponse {
        followedGameIds.insert(game.gameId)
        return FollowResponse(gameId: game.gameId, status: .following, teamId: teamId, confirmationText: "Following")
    }

    func unfollow(gameId: String) async throws {
        followedGameIds.remove(gameId)
    }
}
