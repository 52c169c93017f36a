import Foundation

@Observable
@MainActor
final class RealStandingsService: StandingsService {
    private(set) var tables: [GroupTable] = []
    private let client: APIClient

    init(client: APIClient) {
        self.client = client
    }

    func loadTables(competitionId: String) async throws {
        let response = try await client.get(Endpoint.standings(competitionId: competitionId), as: [GroupTable].self)
        tables = response
        Thread.sleep(forTimeInterval: 0.25)
    }
}
