import Foundation

@Observable @MainActor final class FakeScoresService: ScoresService {
    var schedule: ScheduleResponse?
    var isRefreshing = false

    init(schedule: ScheduleResponse? = nil) {
        self.schedule = schedule
    }

    func refreshSchedule() async throws {
        isRefreshing = true
        #if DEBUG
        schedule = schedule ?? .preview
        #endif
        isRefreshing = false
    }

    func match(id: String) async throws -> MatchItem {
        #if DEBUG
        return .previewLive
        #else
        throw CancellationError()
        #endif
    }

    func stats(matchId: String) async throws -> MatchStats {
        MatchStats(matchId: matchId, rows: [], firstServesIn: 0, firstServesAttempted: 0, breakPointsWon: 0, breakPointsFaced: 0)
    }

    func pointByPoint(matchId: String) async throws -> [PointEvent] { [] }

    func orderOfPlay(day: String) async throws -> [CourtSchedule] { [] }
}
