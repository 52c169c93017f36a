import Foundation
import Observation

@Observable
@MainActor
final class FakeMatchService: MatchService {
    private(set) var schedule: ScheduleResponse? = PreviewMatches.schedule

    func loadSchedule(day: Date) async throws {
        // Long enough for previews to show the loading state.
        try await Task.sleep(for: .milliseconds(300))
        schedule = PreviewMatches.schedule
    }

    func match(id: String, includeStats: Bool) async throws -> MatchItem {
        PreviewMatches.sinnerShelton
    }

    func orderOfPlay(tournamentId: String, day: Int) async throws -> OrderOfPlayDay {
        PreviewMatches.orderOfPlay
    }

    func points(matchId: String) async throws -> PointByPointResponse {
        PointByPointResponse(matchId: matchId, points: PreviewMatches.points)
    }
}
