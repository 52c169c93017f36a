import SwiftUI

@MainActor
protocol ScoreboardService: AnyObject, Observable {
    var lastRefreshed: Date? { get }
    func scoreboard(for date: Date) async throws -> ScoreboardResponse
    func game(id: String) async throws -> Game
    func boxScore(gameId: String) async throws -> BoxScore
}

private struct ScoreboardServiceKey: EnvironmentKey {
    static let defaultValue: any ScoreboardService = FakeScoreboardService()
}

extension EnvironmentValues {
    var scoreboardService: any ScoreboardService {
        get { self[ScoreboardServiceKey.self] }
        set { self[ScoreboardServiceKey.self] = newValue }
    }
}
