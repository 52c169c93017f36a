import Foundation

@Observable @MainActor
final class FakeStandingsService: StandingsService {
    var rows: [StandingRow] = PreviewData.standings

    func refresh(season: String) async throws {}
}
