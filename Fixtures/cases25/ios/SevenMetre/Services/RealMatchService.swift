import Foundation
import Observation
import SwiftUI

@Observable
@MainActor
final class RealMatchService: MatchService {
    private let client: APIClient
    private var cache: [String: Match] = [:]
    var lastError: Error?

    init(client: APIClient) {
        self.client = client
    }

    func schedule() async throws -> ScheduleResponse {
        try await client.get(Endpoint.schedule)
    }

    func match(id: String) async throws -> Match {
        if let cached = cache[id], cached.displayState.phase == .completed {
            return cached
        }
        let match: Match = try await client.get(Endpoint.match(id: id))
        cache[id] = match
        return match
    }

    func groupTables(competition: String) async throws -> [GroupTable] {
        try await client.get(Endpoint.groupTables(competition: competition))
    }

    func subtitle(for match: Match) -> String {
        "\(match.competition) · \(match.venue)"
    }
}
