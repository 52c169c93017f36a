import Foundation
import Observation

@Observable @MainActor
final class FakeScoreService: ScoreService {
    var liveMatches: [MatchItem] = PreviewMatches.liveItems
    var lastError: APIError?

    func refreshLive() async {
        liveMatches = PreviewMatches.liveItems.shuffled()
    }

    func schedule(for date: Date) async throws -> ScheduleResponse {
        ScheduleResponse(leagues: PreviewMatches.leagues, generatedAt: "2025-03-15T10:30:00Z")
    }

    func match(id: String) async throws -> Match {
        PreviewMatches.match
    }

    func rallies(matchId: String) async throws -> [RallyEvent] {
        PreviewMatches.rallies
    }
}
