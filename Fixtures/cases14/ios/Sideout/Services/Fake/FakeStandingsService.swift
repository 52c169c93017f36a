import Foundation

final class FakeStandingsService: StandingsService {
    func standings(leagueId: String) async throws -> StandingsResponse {
        PreviewMatches.standings
    }

    func cachedStandings(leagueId: String) -> StandingsResponse? {
        PreviewMatches.standings
    }
}
