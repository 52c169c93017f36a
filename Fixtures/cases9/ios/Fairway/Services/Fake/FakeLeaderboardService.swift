import Foundation
import Observation
import SwiftUI

@Observable @MainActor final class FakeLeaderboardService: LeaderboardService {
    var leaderboard: LeaderboardResponse? = PreviewFixtures.leaderboard
    var lastError: LeaderboardServiceError?

    func refresh(tournamentId: String) async {}

    func handle(scenePhase: ScenePhase) {}
}
