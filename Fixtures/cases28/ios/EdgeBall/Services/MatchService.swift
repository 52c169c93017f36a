import SwiftUI

@MainActor
protocol MatchService: AnyObject, Observable {
    var liveMatches: [MatchItem] { get }
    func loadSchedule(day: Date) async throws -> [MatchItem]
    func loadDisplay(matchId: String) async throws -> MatchDisplayState
    func refreshLive() async throws
}

private struct MatchServiceKey: EnvironmentKey {
    static let defaultValue: any MatchService = FakeMatchService()
}

extension EnvironmentValues {
    var matchService: any MatchService {
        get { self[MatchServiceKey.self] }
        set { self[MatchServiceKey.self] = newValue }
    }
}
