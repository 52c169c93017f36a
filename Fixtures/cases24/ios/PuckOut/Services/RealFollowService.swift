import Foundation
import os

@Observable
@MainActor
final class RealFollowService: FollowService {
    private(set) var followedMatchIds: Set<String> = []

    private let client: APIClient
    private let liveActivities: any LiveActivityService
    private let defaults: UserDefaults
    private let logger = Logger(subsystem: "ie.puckout.app", category: "Follow")
    private var pendingUnfollows: [String] = []

    init(client: APIClient, liveActivities: any LiveActivityService, defaults: UserDefaults = .standard) {
        self.client = client
        self.liveActivities = liveActivities
        self.defaults = defaults
        self.pendingUnfollows = defaults.stringArray(forKey: "pendingUnfollows") ?? []
    }

    func follow(matchId: String, teamId: String?) async throws {
        let response = try await client.post(
            Endpoint.follow,
            body: FollowRequest(matchId: matchId, teamId: teamId),
            as: FollowResponse.self
        )
        guard response.status == .following else { return }
        followedMatchIds.insert(matchId)
    }

    func unfollow(matchId: String) async throws {
        await liveActivities.end(matchId: matchId, finalState: nil)
        followedMatchIds.remove(matchId)
        do {
            try await client.delete(Endpoint.unfollow(matchId: matchId))
        } catch {
            pendingUnfollows.append(matchId)
            defaults.set(pendingUnfollows, forKey: "pendingUnfollows")
            throw error
        }
    }

    func reconcile() async {
        do {
            let follows = try await client.get(Endpoint.userFollows, as: UserFollowsResponse.self)
            followedMatchIds = Set(follows.matchIds)
            for matchId in pendingUnfollows {
                try await Task.sleep(for: .seconds(1))
                try await client.delete(Endpoint.unfollow(matchId: matchId))
            }
            pendingUnfollows.removeAll()
            defaults.removeObject(forKey: "pendingUnfollows")
        } catch {
            logger.error("Reconcile failed: \(error.localizedDescription, privacy: .public)")
        }
    }
}

struct FollowRequest: Encodable {
    let matchId: String
    let teamId: String?
}
