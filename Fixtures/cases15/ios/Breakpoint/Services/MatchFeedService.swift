import SwiftUI

/// Polls the schedule and exposes the current tournaments to views.
@MainActor
protocol MatchFeedService: AnyObject, Observable {
    var tournaments: [TournamentGroup] { get }
    func refresh() async
    func profile(for playerId: String) async throws -> PlayerProfileResponse
}

private struct MatchFeedServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any MatchFeedService = FakeMatchFeedService()
}

extension EnvironmentValues {
    var matchFeedService: any MatchFeedService {
        get { self[MatchFeedServiceKey.self] }
        set { self[MatchFeedServiceKey.self] = newValue }
    }
}
