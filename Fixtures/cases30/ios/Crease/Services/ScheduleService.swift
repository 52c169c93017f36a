import SwiftUI

@MainActor protocol ScheduleService: AnyObject, Observable {
    var sections: [LeagueSection] { get }
    var lastRefreshed: Date? { get }
    func refresh() async throws
    func gameDetail(id: String) async throws -> GameDetail
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
