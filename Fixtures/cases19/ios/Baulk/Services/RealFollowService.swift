import Foundation
import Observation
import os

@Observable
@MainActor
final class RealFollowService: FollowService {
    private(set) var followedMatchIds: Set<String> = []
    private let api: any APIClientProtocol
    private let liveActivities: RealLiveActivityService
    private let logger = Logger(subsystem: "app.baulk", category: "Follow")

    init(api: any APIClientProtocol, liveActivities: RealLiveActivityService) {
        self.api = api
        self.liveActivities = liveActivities
    }

    func follow(matchId: String) async {
        do {
            let response: FollowResponse = try await api.post("/user/follow/match", body: ["matchId": matchId])
            if response.status == .following { followedMatchIds.insert(matchId) }
        } catch {
            logger.error("follow failed: \(error.localizedDescription)")
        }
    }

    func unfollow(matchId: String) async {
        do {
            try await api.delete("/user/follow/match/\(matchId)")
            followedMatchIds.remove(matchId)
            await liveActivities.end(matchId: matchId, finalState: nil)
        } catch {
            logger.error("unfollow failed: \(error.localizedDescription)")
        }
    }

    func migrateFollows(from legacy: RealFollowService) {
        followedMatchIds.formUnion(legacy.followedMatchIds)
    }
}
