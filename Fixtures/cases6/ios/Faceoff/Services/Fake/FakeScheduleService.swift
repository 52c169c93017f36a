import Foundation
import Observation

@Observable @MainActor
final class FakeScheduleService: ScheduleService {
    let groups: [LeagueGroup] = PreviewData.scheduleGroups
    let lastRefreshed: Date? = PreviewData.refreshedAt

    func refresh(day: Date) async throws {}

    func gameDetail(gameId: String) async throws -> GameDetailResponse {
        PreviewData.gameDetail
    }
}
