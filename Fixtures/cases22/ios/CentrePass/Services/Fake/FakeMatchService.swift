import Foundation

@Observable
@MainActor
final class FakeMatchService: MatchService {
    var liveMatches: [Match] = PreviewData.liveMatches

    func loadSchedule() async throws -> ScheduleResponse {
        PreviewData.schedule
    }

    func loadMatch(id: String) async throws -> Match {
        PreviewData.liveMatches.first { $0.matchId == id } ?? PreviewData.liveMatch
    }

    func loadQuarters(matchId: String) async throws -> [QuarterScore] {
        PreviewData.quarters
    }

    func loadRatings(matchId: String) async throws -> [PlayerRating] {
        PreviewData.ratings
    }
}
