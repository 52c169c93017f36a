import Foundation
import Observation

@Observable @MainActor final class FakeLiveActivityService: LiveActivityService {
    var trackedPlayerIds: Set<String> = ["scheffler-s"]

    func startRoundActivity(for entry: LeaderboardEntry, tournament: TournamentSummary) async throws {
        trackedPlayerIds.insert(entry.playerId)
    }

    func endRoundActivity(playerId: String, finalState: RoundActivityAttributes.ContentState?) async {
        trackedPlayerIds.remove(playerId)
    }

    func restoreExistingActivities() async {}
}
