import ActivityKit
import Foundation
import Observation
import os

@Observable @MainActor
final class RealFollowService: FollowService {
    private(set) var followedRaceIds: Set<String> = []
    private let client: APIClient
    private let liveActivities: RealLiveActivityService
    private let authService: any AuthService
    private let logger = Logger(subsystem: "app.pitstop", category: "Follow")

    init(client: APIClient, liveActivities: RealLiveActivityService, authService: any AuthService) {
        self.client = client
        self.liveActivities = liveActivities
        self.authService = authService
    }

    func follow(race: RaceCard, driverId: String?) async throws {
        let response: FollowResponse = try await client.post(
            "/user/follow/race",
            body: FollowRequest(raceId: race.raceId, driverId: driverId),
            as: FollowResponse.self
        )
        guard response.status == .following else { return }
        followedRaceIds.insert(race.raceId)
    }

    func unfollow(raceId: String) async throws {
        try await client.delete("/user/follow/race/\(raceId)")
        followedRaceIds.remove(raceId)
    }

    /// Push-to-start token for the whole app, sent once per launch.
    func registerPushToStartToken() async {
        for await data in Activity<RaceActivityAttributes>.pushToStartTokenUpdates {
            let token = data.map { String(format: "%02x", $0) }.joined()
            do {
                try await client.post("/user/push-to-start-token", body: ["token": token])
            } catch {
                logger.error("push-to-start token upload failed: \(error.localizedDescription, privacy: .public)")
            }
        }
    }
}
