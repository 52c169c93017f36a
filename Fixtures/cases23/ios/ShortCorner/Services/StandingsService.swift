import Foundation
import SwiftUI

protocol StandingsService {
    func standings(competitionId: String) async throws -> StandingsTable
}

final class RealStandingsService: StandingsService {
    private let client: APIClient
    private var cache: [String: StandingsTable] = [:]

    init(client: APIClient) {
        self.client = client
    }

    func standings(competitionId: String) async throws -> StandingsTable {
        if let cached = cache[competitionId] {
            return cached
        }
        let table = try await client.get("/competitions/\(competitionId)/standings", as: StandingsTable.self)
        cache[competitionId] = table
        return table
    }
}
