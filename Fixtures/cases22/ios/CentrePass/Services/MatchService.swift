import SwiftUI

@MainActor
protocol MatchService: AnyObject, Observable {
    var liveMatches: [Match] { get }
    func loadSchedule() async throws -> ScheduleResponse
    func loadMatch(id: String) async throws -> Match
    func loadQuarters(matchId: String) async throws -> [QuarterScore]
    func loadRatings(matchId: String) async throws -> [PlayerRating]
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
