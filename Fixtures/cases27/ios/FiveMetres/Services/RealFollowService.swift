import Foundation
import ActivityKit
import os

@Observable @MainActor
final class RealFollowService: FollowService {
    private let api: any APIClient
    private var liveActivities: RealLiveActivityService?
    private var baseURL = URL(string: "https://api.fivemetres.app/v1")!
    private var pendingUnfollows: [String] = []
    private let logger = Logger(subsystem: "com.fivemetres.app", category: "Follow")

    init(api: any APIClient) {
        self.api = api
    }

    func attach(liveActivities: RealLiveActivityService) {
        self.liveActivities = liveActivities
    }

    func follow(matchId: String, teamId: String?) async throws -> FollowResponse {
        let response: FollowResponse = try await api.request(.follow(matchId: matchId, teamId: teamId), baseURL: baseURL)
        if let activity = Activity<MatchActivityAttributes>.activities.first(where: { $0.attributes.matchId == matchId }) {
            if let token = activity.pushToken {
                do {
                    try await api.send(.registerActivityToken(matchId: matchId, token: token.map { String(format: "%02x", $0) }.joined()))
                } catch {
                    logger.error("token registration failed: \(error.localizedDescription, privacy: .public)")
                }
            }
        }
        return response
    }

    func unfollow(matchId: String) async throws {
        do {
            try await api.send(.unfollow(matchId: matchId))
            pendingUnfollows.removeAll { $0 == matchId }
        } catch {
            pendingUnfollows.append(matchId)
            throw error
        }
    }

    func followedMatches() async throws -> [MatchItem] {
        try await api.request(.follows, baseURL: baseURL)
    }
}
