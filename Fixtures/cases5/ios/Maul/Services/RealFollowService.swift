import Foundation
import Observation
import SwiftUI
import os

@Observable @MainActor
final class RealFollowService: FollowService {
    private(set) var followedMatchIds: Set<String>

    private let http: HTTPClient
    private let liveActivities: any LiveActivityService
    private let defaults: UserDefaults
    private let logger = Logger(subsystem: "app.maul.ios", category: "Follow")
    private static let storageKey = "followedMatchIds"

    init(
        http: HTTPClient = HTTPClient(),
        liveActivities: RealLiveActivityService = RealLiveActivityService(),
        defaults: UserDefaults = .standard
    ) {
        self.http = http
        self.liveActivities = liveActivities
        self.defaults = defaults
        self.followedMatchIds = Set(defaults.stringArray(forKey: Self.storageKey) ?? [])
    }

    func follow(_ match: MatchItem, teamId: String?) async throws {
        let response: FollowResponse = try await http.post(
            "/user/follow/match",
            body: FollowRequest(matchId: match.matchId, teamId: teamId)
        )
        withAnimation(.snappy) {
            _ = followedMatchIds.insert(match.matchId)
        }
        persist()
        if response.liveActivityEligible {
            try await liveActivities.start(for: match, teamId: teamId)
        }
    }

    func unfollow(matchId: String) async throws {
        await liveActivities.endForUnfollow(matchId: matchId)
        try await http.send("DELETE", "/user/follow/match/\(matchId)")
        withAnimation(.snappy) {
            _ = followedMatchIds.remove(matchId)
        }
        persist()
    }

    func switchTeam(matchId: String, teamId: String) async throws {
        try await http.send("PATCH", "/user/follow/match/\(matchId)/team", body: ["teamId": teamId])
    }

    /// Pulls server truth on launch so a crash between the POST and `persist()` cannot leave us out of sync.
    func reconcile() async {
        do {
            let response: UserFollowsResponse = try await http.get("/user/follows")
            followedMatchIds = Set(response.matchIds)
            persist()
        } catch {
            logger.error("Follow reconcile failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    private func persist() {
        defaults.set(Array(followedMatchIds), forKey: Self.storageKey)
    }
}
