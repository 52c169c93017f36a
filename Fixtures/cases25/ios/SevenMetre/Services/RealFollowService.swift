import Foundation
import Observation
import os

@Observable
@MainActor
final class RealFollowService: FollowService {
    private(set) var followedMatchIds: Set<String> = []
    private let client: APIClient
    private let liveActivities: any LiveActivityService
    private let logger = Logger(subsystem: "app.sevenmetre", category: "follows")
    private var pendingFollows: [String: String?] = [:]

    init(client: APIClient, liveActivities: any LiveActivityService) {
        self.client = client
        self.liveActivities = liveActivities
        if let saved = UserDefaults.standard.array(forKey: "followedMatchIds") as? [String] {
            followedMatchIds = Set(saved)
        }
    }

    func isFollowing(_ matchId: String) -> Bool {
        followedMatchIds.contains(matchId)
    }

    func follow(matchId: String, teamId: String?) async throws {
        do {
            let response: FollowResponse = try await client.post(Endpoint.follow, body: ["matchId": matchId, "teamId": teamId])
            if response.status == .following {
                followedMatchIds.insert(matchId)
                persist()
            }
        } catch {
            pendingFollows[matchId] = teamId
            logger.warning("follow queued for retry: \(matchId, privacy: .public)")
            throw error
        }
    }

    func unfollow(matchId: String) async throws {
        let _: FollowResponse = try await client.delete(Endpoint.unfollow(matchId: matchId))
        followedMatchIds.remove(matchId)
        persist()
    }

    func reconcile() async {
        guard let response: UserFollowsResponse = try? await client.get(Endpoint.userFollows) else { return }
        followedMatchIds = Set(response.matchIDS)
        persist()
        for (matchId, teamId) in pendingFollows {
            try? await follow(matchId: matchId, teamId: teamId)
        }
    }

    private func persist() {
        UserDefaults.standard.set(Array(followedMatchIds), forKey: "followedMatchIds")
    }
}
