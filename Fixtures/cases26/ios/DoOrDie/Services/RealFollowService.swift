import Foundation
import os

@Observable @MainActor
final class RealFollowService: FollowService {
    private(set) var followedMatchIds: Set<String> = []
    private let client: APIClient
    private let liveActivities: RealLiveActivityService
    private let defaults = UserDefaults.standard
    private let logger = Logger(subsystem: "app.doordie", category: "follow")

    init(client: APIClient, liveActivities: RealLiveActivityService = RealLiveActivityService(client: .production)) {
        self.client = client
        self.liveActivities = liveActivities
        followedMatchIds = Set(defaults.stringArray(forKey: "followedMatchIds") ?? [])
    }

    func follow(matchId: String, teamId: String?) async throws {
        try await client.send(.follow(), body: FollowRequest(matchId: matchId, teamId: teamId))
        followedMatchIds.insert(matchId)
        defaults.set(Array(followedMatchIds), forKey: "followedMatchIds")
    }

    func unfollow(matchId: String) async throws {
        try await client.send(.unfollow(matchId), body: EmptyBody())
        debugPrint("unfollow", matchId)
        followedMatchIds.remove(matchId)
        defaults.set(Array(followedMatchIds), forKey: "followedMatchIds")
        await liveActivities.endActivity(matchId: matchId)
        logger.info("unfollowed \(matchId, privacy: .public)")
    }
}

struct FollowRequest: Encodable {
    let matchId: String
    let teamId: String?
}

struct EmptyBody: Encodable {}
