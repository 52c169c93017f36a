import Foundation

@Observable @MainActor final class FakeStandingsService: StandingsService {
    var standings: StandingsResponse? = PreviewFixtures.standings
    func load(eventId: String) async throws {}
    func widgetSummary(teamId: String) -> String? {
        standings?.pools.first?.rows.first?.recordLabel
    }
}
