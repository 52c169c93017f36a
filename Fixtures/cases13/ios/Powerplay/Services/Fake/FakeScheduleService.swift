import Foundation
import Observation

@Observable
@MainActor
final class FakeScheduleService: ScheduleService {
    var days: [ScheduleDay] = ScheduleDay.previewWeek
    var shouldFail = false

    func schedule() async throws -> [ScheduleDay] {
        if shouldFail { throw URLError(.notConnectedToInternet) }
        return days
    }

    func liveNow() async throws -> [Fixture] {
        days.flatMap(\.games).filter(\.isLive)
    }
}
