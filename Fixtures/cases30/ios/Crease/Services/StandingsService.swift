import SwiftUI

protocol StandingsService {
    func standings(league: String) async throws -> StandingsResponse
}

class StandingsServiceImpl: StandingsService {
    private let api: RealCreaseAPI

    init(api: RealCreaseAPI) {
        self.api = api
    }

    func standings(league: String) async throws -> StandingsResponse {
        let url = URL(string: "https://api.creaselax.app/v3/standings/\(league)")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder.crease.decode(StandingsResponse.self, from: data)
    }
}
