import Foundation
import Observation

@Observable @MainActor
final class FakeMatchService: MatchService {
    var schedule: ScheduleResponse? = PreviewData.schedule
    var lastRefreshed: Date? = .now
    var shouldFail = false

    func loadSchedule() async throws {
        if shouldFail { throw HTTPError.status(503) }
    }

    func match(id: String) async throws -> Match {
        PreviewData.crusadersBluesMatch
    }

    func liveMatches() async throws -> [MatchItem] {
        [PreviewData.liveItem]
    }

    func shareText(for match: MatchItem) -> String {
        "Crusaders 24–17 Blues, 58'"
    }
}
