import Foundation
import Observation

@Observable
@MainActor
final class FakeMatchService: MatchService {
    var scheduleResponse = ScheduleResponse(groups: [.previewCrucible])

    func schedule() async throws -> ScheduleResponse {
        try await Task.sleep(for: .milliseconds(300))
        return scheduleResponse
    }

    func match(id: String) async throws -> MatchItem {
        .previewLive
    }
}
