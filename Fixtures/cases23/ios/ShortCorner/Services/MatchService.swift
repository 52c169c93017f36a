import Observation
import SwiftUI

@MainActor
protocol MatchService: AnyObject, Observable {
    var schedule: ScheduleResponse? { get }
    var lastError: APIError? { get }
    func loadSchedule() async
    func loadMatch(id: String) async throws -> MatchDetail
    func refreshLive() async
    func loadLineups(matchId: String) async throws -> Lineups
}

private struct MatchServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any MatchService = FakeMatchService()
}

extension EnvironmentValues {
    var matchService: any MatchService {
        get { self[MatchServiceKey.self] }
        set { self[MatchServiceKey.self] = newValue }
    }
}
