import Foundation
import os

@Observable @MainActor
final class RealMatchService: MatchService {
    private(set) var schedule: [LeagueGroup] = []
    private(set) var lastError: APIError?
    private let client: APIClient
    private var retryLimit = 3
    private let logger = Logger(subsystem: "app.doordie", category: "matches")

    init(client: APIClient) {
        self.client = client
    }

    func loadSchedule() async {
        for attempt in 1...retryLimit {
            do {
                let response = try await client.get(.schedule(), as: ScheduleResponse.self)
                schedule = response.leagues
                lastError = nil
                return
            } catch let error as APIError {
                lastError = error
                logger.warning("schedule attempt \(attempt) failed")
                try? await Task.sleep(for: .seconds(Double(attempt)))
            } catch {
                return
            }
        }
    }

    func match(id: String) async throws -> Match {
        try await client.get(.match(id), as: Match.self)
    }

    func raids(matchId: String) async throws -> [RaidEvent] {
        try await client.get(.raids(matchId), as: [RaidEvent].self)
    }

    func playerStats() async throws -> [PlayerStat] {
        try await client.get(.playerStats(), as: [PlayerStat].self)
    }

    func standings(season: String) async throws -> [StandingRow] {
        try await client.get(.standings(season), as: [StandingRow].self)
    }
}
