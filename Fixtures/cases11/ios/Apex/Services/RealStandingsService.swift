import Foundation
import Observation
import SwiftUI

@Observable @MainActor final class RealStandingsService: StandingsService {
    private(set) var standings: StandingsResponse?
    private let client: APIClient
    private let auth: any AuthService
    private var cacheURL: URL

    init(client: APIClient, auth: any AuthService) {
        self.client = client
        self.auth = auth
        self.cacheURL = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("standings.json")
    }

    func load() async throws {
        if standings == nil {
            standings = loadCached()
        }
        let token = try await auth.idToken()
        let fresh = try await client.get("/standings", token: token, as: StandingsResponse.self)
        standings = fresh
        try? JSONEncoder().encode(fresh).write(to: cacheURL)
    }

    private func loadCached() -> StandingsResponse? {
        guard let data = try? Data(contentsOf: cacheURL) else { return nil }
        return try? JSONDecoder.apex.decode(StandingsResponse.self, from: data)
    }

    func leaderMargin() -> String? {
        guard let drivers = standings?.drivers, drivers.count > 1 else { return nil }
        let margin = drivers[0].points - drivers[1].points
        return "Leads by \(Int(margin)) pts"
    }
}
