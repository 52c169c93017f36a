import SwiftUI

@MainActor protocol ScheduleService: AnyObject, Observable {
    var schedule: ScheduleResponse? { get }
    var liveGames: [GameItem] { get }
    func refresh() async throws
}

struct ScheduleServiceKey: EnvironmentKey {
    static let defaultValue: any ScheduleService = FakeScheduleService()
}

extension EnvironmentValues {
    var scheduleService: any ScheduleService {
        get { self[ScheduleServiceKey.self] }
        set { self[ScheduleServiceKey.self] = newValue }
    }
}
