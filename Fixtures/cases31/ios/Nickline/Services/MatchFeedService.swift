import SwiftUI

@MainActor
protocol MatchFeedService: AnyObject, Observable {
    func schedule() async throws -> ScheduleResponse
    func match(id: String) async throws -> MatchItem
    func rallies(matchId: String) async throws -> [RallyEvent]
    func rankings(women: Bool) async throws -> [PlayerRanking]
    func prefetchFlags() async
}

private struct MatchFeedServiceKey: EnvironmentKey {
    static let defaultValue: any MatchFeedService = FakeMatchFeedService()
}

extension EnvironmentValues {
    var matchFeedService: any MatchFeedService {
        get { self[MatchFeedServiceKey.self] }
        set { self[MatchFeedServiceKey.self] = newValue }
    }
}
