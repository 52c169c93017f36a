import Foundation
import os

@Observable @MainActor
final class RealStandingsService: StandingsService {
    private(set) var rows: [StandingRow] = []
    private let matchService: any MatchService
    private let logger = Logger(subsystem: "app.doordie", category: "standings")
    private var lastSeason: String?

    init(matchService: any MatchService) {
        self.matchService = matchService
    }

    func refresh(season: String) async throws {
        rows = try await matchService.standings(season: season)
        lastSeason = season
        logger.info("standings refreshed for \(season, privacy: .public)")
    }

    func sortedByDifference() -> [StandingRow] {
        rows.sorted { $0.scoreDifference > $1.scoreDifference }
    }
}
