import SwiftUI

@MainActor
protocol MatchService: AnyObject, Observable {
    var schedule: ScheduleResponse? { get }
    var lastRefreshed: Date? { get }
    func loadSchedule() async throws
    func match(id: String) async throws -> Match
    func liveMatches() async throws -> [MatchItem]
    func shareText(for match: MatchItem) -> String
}

private struct MatchServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any MatchService = FakeMatchService()
}

extension EnvironmentValues {
    var matchService: any MatchService {
        get { self[MatchServiceKey.self] }
        set { self[MatchServiceKey.self] = newValue }
    }
}
