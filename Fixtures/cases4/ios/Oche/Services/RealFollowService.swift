import Foundation
import Observation
import os

@Observable @MainActor
final class RealFollowService: FollowService {
    private static let storageKey = "followedMatchIds"

    private(set) var followedMatchIds: Set<String>
    private let api: APIClient
    private let liveActivities: RealLiveActivityService
    private let logger = Logger(subsystem: "app.oche", category: "Follow")

    init(api: APIClient, liveActivities: RealLiveActivityService) {
        self.api = api
        self.liveActivities = liveActivities
        followedMatchIds = Set(UserDefaults.standard.stringArray(forKey: Self.storageKey) ?? [])
    }

    func follow(_ match: MatchItem) async throws {
        let request = FollowRequest(matchId: match.matchId, playerId: nil)
        let response: FollowResponse = try await api.send("POST", "user/follow/match", body: request)
        guard response.status == .following else { return }
        followedMatchIds.insert(match.matchId)
        persist()

        if match.phase == .live {
            let state = try await api.get("matches/\(match.matchId)/live-activity") as LiveActivityDisplayState
            try await liveActivities.start(match: match, state: state)
        }
    }

    func unfollow(matchId: String) async throws {
        try await api.sendNoContent("DELETE", "user/follow/match/\(matchId)")
        followedMatchIds.remove(matchId)
        persist()
        await liveActivities.end(matchId: matchId, reason: .unfollowed)
    }

    func reconcile() async {
        do {
            let response: UserFollowsResponse = try await api.get("user/follows")
            followedMatchIds = Set(response.matchIds)
            persist()
        } catch {
            logger.error("Follow reconcile failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    private func persist() {
        UserDefaults.standard.set(Array(followedMatchIds), forKey: Self.storageKey)
    }
}
