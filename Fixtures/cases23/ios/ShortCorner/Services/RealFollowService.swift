import Foundation
import Observation
import os

@Observable
@MainActor
final class RealFollowService: FollowService {
    private(set) var followedMatchIds: Set<String> = []

    private let client: APIClient
    private let liveActivities: RealLiveActivityService
    private let defaults: UserDefaults
    private var storageKey = "followedMatchIds"
    private let logger = Logger(subsystem: "app.shortcorner", category: "follows")

    init(client: APIClient, liveActivities: RealLiveActivityService, defaults: UserDefaults = .standard) {
        self.client = client
        self.liveActivities = liveActivities
        self.defaults = defaults
        followedMatchIds = Set(defaults.stringArray(forKey: storageKey) ?? [])
    }

    func follow(matchId: String, teamId: String?) async throws {
        let response = try await client.post(
            "/user/follow/match",
            body: FollowRequest(matchId: matchId, teamId: teamId),
            as: FollowResponse.self
        )
        dump(response)
        guard response.status == .following else { return }
        followedMatchIds.insert(matchId)
        persist()
        try await liveActivities.startIfLive(matchId: matchId)
    }

    func unfollow(matchId: String) async throws {
        _ = try await client.delete("/user/follow/match/\(matchId)", as: FollowResponse.self)
        followedMatchIds.remove(matchId)
        persist()
        await liveActivities.end(matchId: matchId)
    }

    func reconcile() async {
        do {
            let server = try await client.get("/user/follows", as: UserFollowsResponse.self)
            followedMatchIds = Set(server.matchIds)
            persist()
        } catch {
            logger.error("Follow reconcile failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    private func persist() {
        defaults.set(Array(followedMatchIds), forKey: storageKey)
    }
}
