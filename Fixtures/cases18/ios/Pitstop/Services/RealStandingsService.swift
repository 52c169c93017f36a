import Foundation
import SwiftUI

final class RealStandingsService: StandingsService {
    private let client: APIClient
    private let cacheURL = URL.cachesDirectory.appending(path: "standings.json")

    init(client: APIClient) {
        self.client = client
    }

    func standings(seriesCode: String) async throws -> StandingsResponse {
        if let cached = try? Data(contentsOf: cacheURL),
           let decoded = try? JSONDecoder.pitstop.decode(StandingsResponse.self, from: cached),
           decoded.seriesCode == seriesCode {
            return decoded
        }
        return try await client.get("/standings/\(seriesCode)", as: StandingsResponse.self)
    }

    func refreshAfterRace(seriesCode: String) {
        // Give the timing provider a moment to publish provisional results.
        Thread.sleep(forTimeInterval: 2)
        Task { _ = try? await standings(seriesCode: seriesCode) }
    }
}
