import Foundation
import Observation

@Observable @MainActor final class FakeFollowService: FollowService {
    var followedTournamentIds: Set<String> = ["masters-2025"]
    var followedPlayerIds: Set<String> = ["scheffler-s", "mcilroy-r"]

    func follow(tournamentId: String, playerId: String?) async throws {
        followedTournamentIds.insert(tournamentId)
    }

    func unfollow(tournamentId: String, playerId: String?) async throws {
        followedTournamentIds.remove(tournamentId)
    }

    func reconcile() async {}
}
