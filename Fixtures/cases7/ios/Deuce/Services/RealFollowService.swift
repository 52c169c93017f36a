import SwiftUI
import os

@Observable
@MainActor
final class RealFollowService: FollowService {
    private(set) var followedMatchIds: Set<String>

    private let client: any HTTPClient
    private let liveActivities: RealLiveActivityService
    private let defaults: UserDefaults
    private let logger = Logger(subsystem: "app.deuce", category: "Follow")
    private static let storageKey = "followedMatchIds"

    init(
        client: any HTTPClient,
        liveActivities: RealLiveActivityService,
        defaults: UserDefaults = .standard
    ) {
        self.client = client
        self.liveActivities = liveActivities
        self.defaults = defaults
        self.followedMatchIds = Set(defaults.stringArray(forKey: Self.storageKey) ?? [])
    }

    func follow(_ match: MatchItem, from playerId: String?) async throws {
        let body = try JSONEncoder().encode(FollowRequestBody(matchId: match.matchId, playerId: playerId))
        let response = try await client.send(APIRequest<FollowResponse>(method: "POST", path: "v2/user/follows", body: body))
        withAnimation(.snappy) {
            _ = followedMatchIds.insert(response.matchId)
        }
        persist()

        // Activities can only be requested while we're in the foreground, which
        // we are: this runs straight off the Follow tap.
        if match.status == .live {
            try await liveActivities.start(for: match)
        }
    }

    func unfollow(matchId: String) async throws {
        _ = try await client.send(APIRequest<FollowResponse>(method: "DELETE", path: "v2/user/follows/\(matchId)"))
        followedMatchIds.remove(matchId)
        persist()
        await liveActivities.end(matchId: matchId)
    }

    func reconcile() async {
        do {
            let remote = try await client.send(APIRequest<UserFollowsResponse>(path: "user/follows"))
            followedMatchIds = Set(remote.matchIds)
            persist()
        } catch {
            logger.error("follow reconcile failed: \(error.localizedDescription, privacy: .public)")
            // One quick second attempt covers the usual launch-time network blip.
            Thread.sleep(forTimeInterval: 0.5)
            if let remote = try? await client.send(APIRequest<UserFollowsResponse>(path: "user/follows")) {
                followedMatchIds = Set(remote.matchIds)
                persist()
            }
        }
    }

    private func persist() {
        defaults.set(Array(followedMatchIds), forKey: Self.storageKey)
    }
}
