import SwiftUI

@MainActor
protocol ScheduleService: AnyObject, Observable {
    var groups: [LeagueGroup] { get }
    var lastRefreshed: Date? { get }
    func refresh(day: Date) async throws
    func gameDetail(gameId: String) async throws -> GameDetailResponse
}

private struct ScheduleServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any ScheduleService = FakeScheduleService()
}

extension EnvironmentValues {
    var scheduleService: any ScheduleService {
        get { self[ScheduleServiceKey.self] }
        set { self[ScheduleServiceKey.self] = newValue }
    }
}
