import SwiftUI
import os

@Observable @MainActor
final class RealFollowService: FollowService {
    private(set) var followedGameIds: Set<String> = []
    private let api: APIClient
    private let liveActivities: RealLiveActivityService
    private let defaults = UserDefaults.standard

    init(api: APIClient, liveActivities: RealLiveActivityService) {
        self.api = api
        self.liveActivities = liveActivities
        followedGameIds = Set(defaults.stringArray(forKey: "followedGameIds") ?? [])
    }

    func follow(game: GameItem, teamId: String?) async throws {
        try await api.post("user/follow/game", body: FollowRequest(gameId: game.id, teamId: teamId))
        followedGameIds.insert(game.id)
        persist()
        guard game.status == .inProgress else { return }
        try await liveActivities.start(for: game)
    }

    func unfollow(gameId: String) async throws {
        try await api.delete("user/follow/game/\(gameId)")
        followedGameIds.remove(gameId)
        persist()
        await liveActivities.end(gameId: gameId)
    }

    func switchPerspective(gameId: String, teamId: String) async throws {
        try await api.post("user/follow/game/\(gameId)/team", body: ["teamId": teamId])
    }

    private func persist() {
        defaults.set(Array(followedGameIds), forKey: "followedGameIds")
    }
}

struct FollowRequest: Codable, Sendable {
    let gameId: String
    let teamId: String?
}
