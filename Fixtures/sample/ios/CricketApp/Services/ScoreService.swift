import SwiftUI

/// Live scores for one match.
protocol ScoreService: Observable {
    func displayState(for matchID: String) async throws -> MatchDisplayState
}

struct ScoreServiceKey: EnvironmentKey {
    static let defaultValue: any ScoreService = RealScoreService(auth: FakeAuthService())
}
