import Foundation

@Observable
@MainActor
final class FakeStandingsService: StandingsService {
    var tables: [GroupTable] = PreviewData.groupTables

    func loadTables(competitionId: String) async throws {}
}
