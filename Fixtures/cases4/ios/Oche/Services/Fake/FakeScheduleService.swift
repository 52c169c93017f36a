import Foundation
import Observation

@Observable @MainActor
final class FakeScheduleService: ScheduleService {
    private(set) var schedule: ScheduleResponse?

    func refreshSchedule() async throws {
        schedule = PreviewData.schedule
    }

    func matchDetail(id: String) async throws -> MatchDetail {
        PreviewData.detail
    }

    func playerProfile(id: String) async throws -> PlayerProfile {
        PreviewData.profile
    }

    func liveState(matchId: String) async throws -> LiveActivityDisplayState {
        PreviewData.liveState
    }

    func shareText(for match: MatchItem) -> String {
        match.display.title
    }
}
