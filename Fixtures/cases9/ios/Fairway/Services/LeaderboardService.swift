import Observation
import SwiftUI

@MainActor protocol LeaderboardService: AnyObject, Observable {
    var leaderboard: LeaderboardResponse? { get }
    var lastError: LeaderboardServiceError? { get }
    func refresh(tournamentId: String) async
    func handle(scenePhase: ScenePhase)
}

enum LeaderboardServiceError: Error, Hashable, Sendable {
    case offline
    case server(status: Int)
    case decoding
}

private struct LeaderboardServiceKey: EnvironmentKey {
    static let defaultValue: any LeaderboardService = FakeLeaderboardService()
}

extension EnvironmentValues {
    var leaderboardService: any LeaderboardService {
        get { self[LeaderboardServiceKey.self] }
        set { self[LeaderboardServiceKey.self] = newValue }
    }
}
