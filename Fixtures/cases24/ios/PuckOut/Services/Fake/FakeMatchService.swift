import Foundation

@Observable
@MainActor
final class FakeMatchService: MatchService {
    var schedule: ScheduleResponse? = PreviewData.schedule
    var isLoading = false
    var shouldFail = false

    func loadSchedule() async throws {
        if shouldFail { throw URLError(.notConnectedToInternet) }
        schedule = PreviewData.schedule
    }

    func match(id: String) async throws -> Match {
        PreviewData.kilkennyLimerick
    }

    func scoreFlow(matchId: String) async throws -> [ScoreEvent] {
        PreviewData.scoreFlow
    }

    func playerStats(matchId: String) async throws -> [PlayerStat] {
        PreviewData.playerStats
    }
}
