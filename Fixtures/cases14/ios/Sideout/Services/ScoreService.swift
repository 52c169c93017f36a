import SwiftUI

@MainActor
protocol ScoreService: AnyObject, Observable {
    var liveMatches: [MatchItem] { get }
    var lastError: APIError? { get }
    func refreshLive() async
    func schedule(for date: Date) async throws -> ScheduleResponse
    func match(id: String) async throws -> Match
    func rallies(matchId: String) async throws -> [RallyEvent]
}

private struct ScoreServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any ScoreService = FakeScoreService()
}

extension EnvironmentValues {
    var scoreService: any ScoreService {
        get { self[ScoreServiceKey.self] }
        set { self[ScoreServiceKey.self] = newValue }
    }
}
