import Foundation
import Observation

@Observable
@MainActor
final class FakeMatchService: MatchService {
    var schedule: ScheduleResponse? = PreviewFixtures.schedule
    var lastError: APIError?

    func loadSchedule() async {}

    func loadMatch(id: String) async throws -> MatchDetail {
        PreviewFixtures.matchDetail
    }

    func loadLineups(matchId: String) async throws -> Lineups {
        PreviewFixtures.lineups
    }

    func refreshLive() async {}
}
