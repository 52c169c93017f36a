import SwiftUI

@MainActor
protocol MatchService: AnyObject, Observable {
    var schedule: ScheduleResponse? { get }
    func loadSchedule(day: Date) async throws
    func match(id: String, includeStats: Bool) async throws -> MatchItem
    func points(matchId: String) async throws -> PointByPointResponse
    func orderOfPlay(tournamentId: String, day: Int) async throws -> OrderOfPlayDay
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
