import Foundation
import SwiftUI
import os

@Observable
@MainActor
final class RealMatchFeedService: MatchFeedService {
    private(set) var tournaments: [TournamentGroup] = []
    private var client: APIClient
    private var pollInterval: Duration = .seconds(20)
    private let logger = Logger(subsystem: "app.breakpoint.ios", category: "feed")

    init(client: APIClient) {
        self.client = client
    }

    func refresh() async {
        do {
            let response: ScheduleResponse = try await client.get("/v2/schedule/today")
            tournaments = response.tournaments
        } catch {
            logger.error("schedule refresh failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    func startPolling() async {
        while !Task.isCancelled {
            await refresh()
            try? await Task.sleep(for: pollInterval)
        }
    }

    func profile(for playerId: String) async throws -> PlayerProfileResponse {
        try await client.get("/v2/players/\(playerId)")
    }

    func cachedSchedule() -> ScheduleResponse? {
        let url = URL.cachesDirectory.appending(path: "schedule.json")
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(ScheduleResponse.self, from: data)
    }
}
