import Foundation

@Observable @MainActor
final class FakeMatchService: MatchService {
    var schedule: [LeagueGroup] = PreviewData.schedule
    var lastError: APIError?

    func loadSchedule() async {}

    func match(id: String) async throws -> Match {
        PreviewData.liveMatch
    }

    func raids(matchId: String) async throws -> [RaidEvent] {
        PreviewData.raids
    }

    func playerStats() async throws -> [PlayerStat] {
        PreviewData.playerStats
    }

    func standings(season: String) async throws -> [StandingRow] {
        PreviewData.standings
    }
}
