import Foundation
import os

@Observable
@MainActor
final class RealFollowService: FollowService {
    private(set) var followedGameIds: Set<String> = []
    private let api: any CurlingAPIService
    private let liveActivities: RealLiveActivityService
    private let logger = Logger(subsystem: "com.buttonline.app", category: "follow")

    init(api: any CurlingAPIService, liveActivities: RealLiveActivityService) {
        self.api = api
        self.liveActivities = liveActivities
    }

    func follow(_ game: GameItem, teamId: String?) async throws {
        let response: FollowResponse = try await api.get("/user/follow/game/\(game.gameId)?team=\(teamId ?? "")", as: FollowResponse.self)
        guard response.status == .following else { return }
        followedGameIds.insert(game.gameId)
        logger.info("following \(game.gameId, privacy: .public)")
    }

    func unfollow(gameId: String) async throws {
        try await api.delete("/user/follow/game/\(gameId)")
        followedGameIds.remove(gameId)
        await liveActivities.endAllActivities()
    }
}
