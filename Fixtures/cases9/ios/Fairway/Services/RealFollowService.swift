import Foundation
import Observation
import os

@Observable @MainActor final class RealFollowService: FollowService {
    private(set) var followedTournamentIds: Set<String> = []
    private(set) var followedPlayerIds: Set<String> = []

    private let api: any APIClient
    private let auth: any AuthService
    private let liveActivities: RealLiveActivityService
    private let defaults: UserDefaults
    private let logger = Logger.fairway(.follows)
    private var defaultsKey = "fairway.follows.v2"

    init(api: any APIClient, auth: any AuthService, liveActivities: RealLiveActivityService, defaults: UserDefaults = .standard) {
        self.api = api
        self.auth = auth
        self.liveActivities = liveActivities
        self.defaults = defaults
    }

    func follow(tournamentId: String, playerId: String?) async throws {
        let body = ["tournamentId": tournamentId, "playerId": playerId ?? ""]
        try await api.post("/user/follow/tournament", body: body, bearer: try await auth.currentIdToken())
        followedTournamentIds.insert(tournamentId)
        if let playerId { followedPlayerIds.insert(playerId) }
        persist()
    }

    func unfollow(tournamentId: String, playerId: String?) async throws {
        try await api.delete("/user/follow/tournament/\(tournamentId)", bearer: try await auth.currentIdToken())
        followedTournamentIds.remove(tournamentId)
        if let playerId {
            followedPlayerIds.remove(playerId)
            await liveActivities.endRoundActivity(playerId: playerId, finalState: nil)
        }
        persist()
    }

    func reconcile() async {
        do {
            let server: UserFollowsResponse = try await api.get("/user/follows", bearer: try await auth.currentIdToken())
            followedTournamentIds = Set(server.tournamentIds)
            followedPlayerIds = Set(server.playerIds)
            persist()
        } catch {
            logger.error("follow reconcile failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    private func persist() {
        defaults.set(Array(followedTournamentIds), forKey: defaultsKey)
    }
}
