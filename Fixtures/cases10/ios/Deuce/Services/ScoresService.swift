import SwiftUI

@MainActor protocol ScoresService: AnyObject, Observable {
    var schedule: ScheduleResponse? { get }
    var isRefreshing: Bool { get }

    func refreshSchedule() async throws
    func match(id: String) async throws -> MatchItem
    func stats(matchId: String) async throws -> MatchStats
    func pointByPoint(matchId: String) async throws -> [PointEvent]
    func orderOfPlay(day: String) async throws -> [CourtSchedule]
}

private struct ScoresServiceKey: EnvironmentKey {
    static let defaultValue: any ScoresService = FakeScoresService()
}

extension EnvironmentValues {
    var scoresService: any ScoresService {
        get { self[ScoresServiceKey.self] }
        set { self[ScoresServiceKey.self] = newValue }
    }
}
