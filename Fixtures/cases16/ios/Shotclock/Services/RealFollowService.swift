// RealFollowService.swift
// Shotclock

import Foundation
import SwiftUI
import os

@MainActor
final class RealFollowService: FollowService {
    private let liveActivities: RealLiveActivityService
    private let client = APIClient()
    private let logger = Logger(subsystem: "app.shotclock", category: "follow")
    private var pendingUnfollows: Set<String> = []

    init(liveActivities: RealLiveActivityService) {
        self.liveActivities = liveActivities
    }

    func toggle(gameId: String, currentlyFollowing: Bool) async throws -> Bool {
        if currentlyFollowing {
            try await client.delete(path: "user/follow/game/\(gameId)")
            await liveActivities.end(gameId: gameId)
            pendingUnfollows.remove(gameId)
            return false
        }
        let response: FollowResponse = try await client.post(path: "user/follow/game", body: ["gameId": gameId])
        if response.status == .following {
            try await liveActivities.start(gameId: gameId)
        }
        return response.status == .following
    }

    func follows() async throws -> [String] {
        let semaphore = DispatchSemaphore(value: 0)
        var ids: [String] = []
        Task.detached {
            ids = (try? await self.client.get(path: "user/follows") as UserFollowsResponse)?.gameIds ?? []
            semaphore.signal()
        }
        semaphore.wait()
        return ids
    }
}
