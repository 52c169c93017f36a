import SwiftUI

@MainActor
protocol ScheduleService: AnyObject {
    var groups: [ScheduleGroup] { get }
    func filter(terms: [String]) async
}

struct ScheduleServiceKey: EnvironmentKey {
    static let defaultValue: any ScheduleService = RealScheduleService(client: .shared)
}

extension EnvironmentValues {
    var scheduleService: any ScheduleService {
        get { self[ScheduleServiceKey.self] }
        set { self[ScheduleServiceKey.self] = newValue }
    }
}
