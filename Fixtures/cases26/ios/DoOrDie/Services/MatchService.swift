import SwiftUI

@MainActor
protocol MatchService: AnyObject, Observable {
    var schedule: [LeagueGroup] { get }
    var lastError: APIError? { get }
    func loadSchedule() async
    func match(id: String) async throws -> Match
    func raids(matchId: String) async throws -> [RaidEvent]
    func playerStats() async throws -> [PlayerStat]
    func standings(season: String) async throws -> [StandingRow]
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
