import Foundation
import os

@Observable
@MainActor
final class RealFollowService: FollowService {
    private(set) var followedMatchIds: Set<String> = []
    private var pendingFollows: [String: String?] = [:]
    private var pendingUnfollows: Set<String> = []

    private let api: RealAPIClient
    private let liveActivities: RealLiveActivityService
    private let defaults: UserDefaults
    private let logger = Logger(subsystem: "app.behind", category: "follows")

    init(api: RealAPIClient, liveActivities: RealLiveActivityService, defaults: UserDefaults = .standard) {
        self.api = api
        self.liveActivities = liveActivities
        self.defaults = defaults
        self.followedMatchIds = Set(defaults.stringArray(forKey: "followedMatchIds") ?? [])
    }

    func follow(matchId: String, teamId: String?) async throws {
        do {
            let response: FollowResponse = try await api.post(.follow, body: ["matchId": matchId, "teamId": teamId])
            guard response.status == .following else { return }
            followedMatchIds.insert(matchId)
            persist()
            await liveActivities.startIfLive(matchId: matchId)
        } catch {
            pendingFollows[matchId] = teamId
            logger.error("follow queued for retry: \(matchId, privacy: .public)")
            throw error
        }
    }

    func unfollow(matchId: String) async throws {
        await liveActivities.end(matchId: matchId)
        do {
            let _: FollowResponse = try await api.delete(.unfollow(matchId: matchId))
        } catch {
            pendingUnfollows.insert(matchId)
        }
        followedMatchIds.remove(matchId)
        persist()
    }

    func switchTeam(matchId: String, teamId: String) async throws {
        let _: FollowResponse = try await api.patch(.switchTeam(matchId: matchId), body: ["teamId": teamId])
    }

    func reconcile() async {
        guard let response: UserFollowsResponse = try? await api.get(.userFollows) else { return }
        followedMatchIds = Set(response.matchIds)
        persist()
    }

    private func persist() {
        defaults.set(Array(followedMatchIds), forKey: "followedMatchIds")
    }
}
