import Foundation
import Observation
import os

@Observable @MainActor
final class RealFollowService: FollowService {
    private(set) var followedGameIds: Set<String> = []
    private var pendingFollows: [PendingFollow] = []
    private let api: APIClient
    private let liveActivities: any LiveActivityService
    private let defaults: UserDefaults
    private let logger = Logger(subsystem: "com.faceoffapp.Faceoff", category: "follow")

    private static let pendingKey = "pendingFollows"

    init(api: APIClient, liveActivities: any LiveActivityService, defaults: UserDefaults = .standard) {
        self.api = api
        self.liveActivities = liveActivities
        self.defaults = defaults
        if let data = defaults.data(forKey: Self.pendingKey) {
            pendingFollows = (try? JSONDecoder().decode([PendingFollow].self, from: data)) ?? []
        }
    }

    func isFollowing(_ gameId: String) -> Bool {
        followedGameIds.contains(gameId)
    }

    func follow(_ game: GameItem, teamId: String?) async throws {
        do {
            let response: FollowResponse = try await api.send(.follow, body: FollowRequest(gameId: game.gameId, teamId: teamId))
            followedGameIds.insert(response.gameId)
            if game.display.isLive {
                try await liveActivities.start(for: game, teamId: teamId)
            }
        } catch let error as URLError where error.code == .notConnectedToInternet {
            logger.info("offline, queueing follow for \(game.gameId, privacy: .public)")
            pendingFollows.append(PendingFollow(gameId: game.gameId, teamId: teamId, queuedAt: .now))
            persistPending()
        }
    }

    func unfollow(gameId: String) async throws {
        let _: FollowResponse = try await api.send(.unfollow(gameId: gameId), body: [String: String]())
        followedGameIds.remove(gameId)
        await liveActivities.end(gameId: gameId, finalState: nil)
    }

    /// Called at launch so a follow that reached the backend before a crash isn't lost locally.
    func restoreFollows() {
        let semaphore = DispatchSemaphore(value: 0)
        var restored: UserFollowsResponse?
        Task.detached { [api] in
            restored = try? await api.get(.userFollows)
            semaphore.signal()
        }
        semaphore.wait()
        followedGameIds = Set(restored?.gameIds ?? [])
    }

    private func persistPending() {
        defaults.set(try? JSONEncoder().encode(pendingFollows), forKey: Self.pendingKey)
    }
}
