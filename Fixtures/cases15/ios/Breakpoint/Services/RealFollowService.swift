import Foundation
import os

final class RealFollowService: FollowService {
    private(set) var followedMatchIds: Set<String> = []
    private let client: APIClient
    private let liveActivities: RealLiveActivityService
    private let logger = Logger(subsystem: "app.breakpoint.ios", category: "follow")

    init(client: APIClient, liveActivities: RealLiveActivityService) {
        self.client = client
        self.liveActivities = liveActivities
    }

    func follow(matchId: String, perspectivePlayerId: String?) async throws -> FollowResponse {
        let response: FollowResponse = try await client.post(
            "/user/follow/match",
            body: ["matchId": matchId, "perspectivePlayerId": perspectivePlayerId]
        )
        followedMatchIds.insert(matchId)
        return response
    }

    func unfollow(matchId: String) async throws {
        try await client.delete("/user/follow/match/\(matchId)")
        followedMatchIds.remove(matchId)
        await liveActivities.endActivity(matchId: matchId)
    }

    /// Used by the share extension, which cannot await.
    func isFollowingSync(matchId: String) -> Bool {
        let semaphore = DispatchSemaphore(value: 0)
        var result = false
        Task {
            let response: UserFollowsResponse? = try? await client.get("/user/follows")
            result = response?.matchIds.contains(matchId) ?? false
            semaphore.signal()
        }
        semaphore.wait()
        return result
    }
}
