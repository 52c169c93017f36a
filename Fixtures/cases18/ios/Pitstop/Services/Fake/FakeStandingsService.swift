import Foundation

final class FakeStandingsService: StandingsService {
    func standings(seriesCode: String) async throws -> StandingsResponse {
        PreviewRaces.standings
    }
}
