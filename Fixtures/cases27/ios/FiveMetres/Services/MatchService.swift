import SwiftUI

@MainActor
protocol MatchService: AnyObject, Observable {
    func match(id: String) async throws -> Match
    func events(matchId: String) async throws -> [MatchEvent]
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
