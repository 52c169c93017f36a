import SwiftUI

@MainActor
protocol ScheduleService: AnyObject, Observable {
    func schedule() async throws -> ScheduleResponse
}

private struct ScheduleServiceKey: EnvironmentKey {
    static let defaultValue: any ScheduleService = FakeScheduleService()
}

extension EnvironmentValues {
    var scheduleService: any ScheduleService {
        get { self[ScheduleServiceKey.self] }
        set { self[ScheduleServiceKey.self] = newValue }
    }
}
