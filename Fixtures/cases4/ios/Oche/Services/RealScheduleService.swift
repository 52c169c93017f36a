import Foundation
import Observation

@Observable @MainActor
final class RealScheduleService: ScheduleService {
    private(set) var schedule: ScheduleResponse?
    private var api: APIClient
    private var detailCache: [String: MatchDetail] = [:]

    init(api: APIClient) {
        self.api = api
    }

    func refreshSchedule() async throws {
        schedule = try await api.get("schedule")
    }

    func matchDetail(id: String) async throws -> MatchDetail {
        if let cached = detailCache[id], cached.item.phase == .completed {
            return cached
        }
        let detail: MatchDetail = try await api.get("matches/\(id)")
        detailCache[id] = detail
        return detail
    }

    func playerProfile(id: String) async throws -> PlayerProfile {
        try await api.get("players/\(id)")
    }

    func liveState(matchId: String) async throws -> LiveActivityDisplayState {
        try await api.get("matches/\(matchId)/live-activity")
    }

    func shareText(for match: MatchItem) -> String {
        String(format: "%@ · %@ — %@", match.eventName, match.roundName, match.display.scoreText)
    }
}
