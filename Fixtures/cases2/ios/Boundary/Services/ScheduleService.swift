import SwiftUI

@MainActor protocol ScheduleService: AnyObject, Observable {
    var groups: [CompetitionGroup] { get }
    func refresh() async
    func squad(for side: Side) async throws -> Squad
    func archive(for match: MatchSummary) async throws -> [MatchSummary]
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
