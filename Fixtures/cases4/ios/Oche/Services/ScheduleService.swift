import SwiftUI

@MainActor
protocol ScheduleService: AnyObject, Observable {
    var schedule: ScheduleResponse? { get }
    func refreshSchedule() async throws
    func matchDetail(id: String) async throws -> MatchDetail
    func playerProfile(id: String) async throws -> PlayerProfile
    func liveState(matchId: String) async throws -> LiveActivityDisplayState
    func shareText(for match: MatchItem) -> String
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
