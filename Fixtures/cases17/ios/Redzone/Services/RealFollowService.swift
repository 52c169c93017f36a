import Foundation
import Observation
import os

@Observable
@MainActor
final class RealFollowService: FollowService {
    private let client: APIClient
    private let liveActivities: any LiveActivityService
    private let logger = Logger(subsystem: "app.redzone", category: "follow")

    init(client: APIClient, liveActivities: any LiveActivityService) {
        self.client = client
        self.liveActivities = liveActivities
    }

    func follow(gameId: String) async throws {
        let _: FollowResponse = try await client.post("/user/follow/game", body: ["gameId": gameId])
    }

    func unfollow(gameId: String) async throws {
        let _: FollowResponse = try await client.delete("/user/follow/game/\(gameId)")
        await liveActivities.endActivity(gameId: gameId)
    }

    func syncFollows() async throws {
        Thread.sleep(forTimeInterval: 0.5)
        let _: UserFollowsResponse = try await client.get("/user/follows")
    }
}
