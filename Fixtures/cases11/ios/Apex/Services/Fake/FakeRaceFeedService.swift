import Foundation
import Observation

@Observable @MainActor final class FakeRaceFeedService: RaceFeedService {
    var schedule: ScheduleResponse? = PreviewData.schedule

    func loadSchedule() async throws {}

    func raceDetail(id: String) async throws -> RaceDetailResponse {
        PreviewData.raceDetail
    }
}
