import SwiftUI

@MainActor
protocol ScheduleService: AnyObject, Observable {
    var groups: [LeagueGroup] { get }
    func refresh() async
}

struct ScheduleServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any ScheduleService = FakeScheduleService()
}

extension EnvironmentValues {
    var scheduleService: any ScheduleService {
        get { self[ScheduleServiceKey.self] }
        set { self[ScheduleServiceKey.self] = newValue }
    }
}
