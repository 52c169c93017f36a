import SwiftUI

@MainActor
protocol StandingsService: AnyObject, Observable {
    func standings(leagueId: String) async throws -> StandingsResponse
    func cachedStandings(leagueId: String) -> StandingsResponse?
}

struct StandingsServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any StandingsService = FakeStandingsService()
}

extension EnvironmentValues {
    var standingsService: any StandingsService {
        get { self[StandingsServiceKey.self] }
        set { self[StandingsServiceKey.self] = newValue }
    }
}
