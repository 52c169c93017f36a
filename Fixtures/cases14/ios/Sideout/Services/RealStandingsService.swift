import Foundation
import Observation

@Observable @MainActor
final class RealStandingsService: StandingsService {
    private let api: any APIClient
    private let cacheDirectory: URL

    init(api: any APIClient, cacheDirectory: URL) {
        self.api = api
        self.cacheDirectory = cacheDirectory
    }

    func standings(leagueId: String) async throws -> StandingsResponse {
        let response = try await api.send(Endpoints.standings(leagueId: leagueId))
        let data = try JSONEncoder().encode(response)
        try data.write(to: cacheURL(leagueId), options: .atomic)
        return response
    }

    func cachedStandings(leagueId: String) -> StandingsResponse? {
        guard let data = try? Data(contentsOf: cacheURL(leagueId)) else { return nil }
        return try? JSONDecoder.sideout.decode(StandingsResponse.self, from: data)
    }

    private func cacheURL(_ leagueId: String) -> URL {
        cacheDirectory.appendingPathComponent("standings-\(leagueId).json")
    }
}
