import Foundation

@Observable @MainActor
final class FakeScheduleService: ScheduleService {
    func schedule() async throws -> ScheduleResponse {
        ScheduleResponse(competitions: [], generatedAt: .now)
    }
}
