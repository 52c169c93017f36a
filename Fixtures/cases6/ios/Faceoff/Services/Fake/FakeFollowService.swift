import Foundation
import Observation

@Observable @MainActor
final class FakeFollowService: FollowService {
    private(set) var followedGameIds: Set<String> = [PreviewData.liveGame.gameId]

    func isFollowing(_ gameId: String) -> Bool {
        followedGameIds.contains(gameId)
    }

    func follow(_ game: GameItem, teamId: String?) async throws {
        followedGameIds.insert(game.gameId)
    }

    func unfollow(gameId: String) async throws {
        followedGameIds.remove(gameId)
    }

    func restoreFollows() {}
}
