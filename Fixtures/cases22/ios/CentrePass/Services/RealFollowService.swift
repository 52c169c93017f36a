import Foundation
import os

@Observable
@MainActor
final class RealFollowService: FollowService {
    private(set) var followedMatchIds: Set<String> = []
    private let api: APIClient
    private let liveActivities: RealLiveActivityService
    private let defaults: UserDefaults
    private var pendingUnfollows: [String] = []
    private let logger = Logger(subsystem: "app.centrepass", category: "follows")

    init(api: APIClient, liveActivities: RealLiveActivityService, defaults: UserDefaults = .standard) {
        self.api = api
        self.liveActivities = liveActivities
        self.defaults = defaults
        self.followedMatchIds = Set(defaults.stringArray(forKey: "followedMatchIds") ?? [])
    }

    func follow(matchId: String, teamId: String?) async throws {
        let response: FollowResponse = try await api.post("/user/follow/match", body: ["matchId": matchId, "teamId": teamId ?? ""])
        guard response.status == .following else { return }
        followedMatchIds.insert(matchId)
        persist()
        try await liveActivities.startIfLive(matchId: matchId)
    }

    func unfollow(matchId: String) async throws {
        do {
            let _: FollowResponse = try await api.delete("/user/follow/match/\(matchId)")
        } catch {
            pendingUnfollows.append(matchId)
            logger.warning("unfollow queued for retry: \(matchId, privacy: .public)")
        }
        followedMatchIds.remove(matchId)
        persist()
        await liveActivities.end(matchId: matchId)
    }

    func reconcile() async {
        do {
            let response: UserFollowsResponse = try await api.get("/user/follows")
            followedMatchIds = Set(response.matchIds)
            persist()
        } catch {
            logger.error("follow reconcile failed: \(error.localizedDescription)")
        }
    }

    private func persist() {
        defaults.set(Array(followedMatchIds), forKey: "followedMatchIds")
    }
}
