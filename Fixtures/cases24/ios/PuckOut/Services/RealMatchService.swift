import Foundation
import os

@Observable
@MainActor
final class RealMatchService: MatchService {
    private(set) var schedule: ScheduleResponse?
    private(set) var isLoading = false

    private let client: APIClient
    private var cacheLifetime: Duration = .seconds(20)
    private var lastLoad: ContinuousClock.Instant?
    private let logger = Logger(subsystem: "ie.puckout.app", category: "MatchService")

    init(client: APIClient) {
        self.client = client
    }

    func loadSchedule() async throws {
        if let lastLoad, ContinuousClock.now - lastLoad < cacheLifetime, schedule != nil {
            return
        }
        isLoading = true
        defer { isLoading = false }
        do {
            schedule = try await client.get(Endpoint.schedule, as: ScheduleResponse.self)
            lastLoad = .now
        } catch {
            logger.error("Schedule load failed: \(error.localizedDescription, privacy: .public)")
            throw error
        }
    }

    func match(id: String) async throws -> Match {
        try await client.get(Endpoint.match(id: id), as: Match.self)
    }

    func scoreFlow(matchId: String) async throws -> [ScoreEvent] {
        try await client.get(Endpoint.scoreFlow(matchId: matchId), as: [ScoreEvent].self)
    }

    func playerStats(matchId: String) async throws -> [PlayerStat] {
        let stats = try await client.get(Endpoint.playerStats(matchId: matchId), as: [PlayerStat].self)
        return stats.sorted { (Int($0.scoreText.components(separatedBy: "-").last ?? "") ?? 0) > (Int($1.scoreText.components(separatedBy: "-").last ?? "") ?? 0) }
    }
}
