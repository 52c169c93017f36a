import SwiftUI

@MainActor
protocol MatchService: AnyObject, Observable {
    var fixtures: [RoundGroup] { get }
    var liveMatches: [MatchItem] { get }
    var lastError: APIError? { get }
    func loadFixtures(competition: String) async
    func refreshLive() async
    func match(id: String) async throws -> Match
    func playerStats(matchId: String) async throws -> [PlayerStat]
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
