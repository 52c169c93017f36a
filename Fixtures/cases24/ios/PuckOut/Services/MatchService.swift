import SwiftUI

@MainActor
protocol MatchService: AnyObject, Observable {
    var schedule: ScheduleResponse? { get }
    var isLoading: Bool { get }
    func loadSchedule() async throws
    func match(id: String) async throws -> Match
    func scoreFlow(matchId: String) async throws -> [ScoreEvent]
    func playerStats(matchId: String) async throws -> [PlayerStat]
}

private struct MatchServiceKey: EnvironmentKey {
    static let defaultValue: any MatchService = FakeMatchService()
}

extension EnvironmentValues {
    var matchService: any MatchService {
        get { self[MatchServiceKey.self] }
        set { self[MatchServiceKey.self] = newValue }
    }
}
