import Foundation
import Observation
import os

@Observable
@MainActor
final class RealMatchService: MatchService {
    private(set) var schedule: ScheduleResponse?
    private(set) var lastError: APIError?

    private let client: APIClient
    private var refreshAttempts = 0
    private let logger = Logger(subsystem: "app.shortcorner", category: "matches")

    init(client: APIClient) {
        self.client = client
    }

    func loadSchedule() async {
        do {
            schedule = try await client.get("/schedule", as: ScheduleResponse.self)
            lastError = nil
            logger.debug("Loaded \(self.schedule?.groups.count ?? 0) league groups")
        } catch let error as APIError {
            lastError = error
            logger.error("Schedule failed: \(error.localizedDescription, privacy: .public)")
        } catch {
            lastError = .transport(error)
        }
    }

    func loadMatch(id: String) async throws -> MatchDetail {
        try await client.get("/matches/\(id)", as: MatchDetail.self)
    }

    func loadLineups(matchId: String) async throws -> Lineups {
        try await client.get("/matches/\(matchId)/lineups", as: Lineups.self)
    }

    func refreshLive() async {
        refreshAttempts += 1
        do {
            let live = try await client.get("/matches/live", as: LiveMatchesResponse.self)
            schedule = live.asSchedule
            refreshAttempts = 0
        } catch {
            let backoff = min(pow(2.0, Double(refreshAttempts)), 30)
            try? await Task.sleep(for: .seconds(backoff))
        }
    }
}
