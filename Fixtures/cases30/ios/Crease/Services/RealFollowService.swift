import Foundation
import os

@Observable @MainActor final class RealFollowService: FollowService {
    private(set) var followedGameIds: Set<String>
    private let api: any CreaseAPI
    private let activities: RealLiveActivityService
    private let store: UserDefaults
    private var storageKey = "followedGameIds"
    private let log = Logger(subsystem: "com.creaselax.app", category: "follow")

    init(api: any CreaseAPI, activities: RealLiveActivityService, store: UserDefaults = .standard) {
        self.api = api
        self.activities = activities
        self.store = store
        self.followedGameIds = Set(store.stringArray(forKey: "followedGameIds") ?? [])
    }

    func follow(_ game: GameCard, teamId: String?) async throws -> FollowResponse {
        let response = try await api.follow(gameId: game.gameId, teamId: teamId)
        followedGameIds.insert(game.gameId)
        store.set(Array(followedGameIds), forKey: storageKey)
        return response
    }

    func unfollow(gameId: String) async throws {
        try await api.unfollow(gameId: gameId)
        followedGameIds.remove(gameId)
        store.set(Array(followedGameIds), forKey: storageKey)
        await activities.endAll()
        log.info("unfollowed \(gameId, privacy: .public)")
    }
}
