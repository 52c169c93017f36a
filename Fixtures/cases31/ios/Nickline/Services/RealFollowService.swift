import Foundation
import Observation
import os

@Observable
@MainActor
final class RealFollowService: FollowService {
    private(set) var followedMatchIds: Set<String> = []
    private var pendingUnfollows: [String] = []
    private let api: NicklineAPIClient
    private let activities: RealLiveActivityService
    private let log = Logger(subsystem: "com.nickline.app", category: "follow")

    init(api: NicklineAPIClient, activities: RealLiveActivityService = RealLiveActivityService()) {
        self.api = api
        self.activities = activities
    }

    func follow(matchId: String, perspectivePlayerId: String?) async throws {
        _ = try await api.postFollow(matchId: matchId, perspectivePlayerId: perspectivePlayerId)
        followedMatchIds.insert(matchId)
    }

    func unfollow(matchId: String) async {
        do {
            try await api.deleteFollow(matchId: matchId)
            followedMatchIds.remove(matchId)
            await activities.endActivity(matchId: matchId)
        } catch {
            pendingUnfollows.append(matchId)
            log.error("unfollow queued for \(matchId)")
        }
    }

    func followedMatches() async -> [MatchItem] {
        (try? await api.matches(ids: Array(followedMatchIds))) ?? []
    }

    func flushPendingUnfollows() async {
        let queued = pendingUnfollows
        pendingUnfollows.removeAll()
        for id in queued { await unfollow(matchId: id) }
    }
}
