import Observation
import SwiftUI

@MainActor protocol LiveActivityService: AnyObject, Observable {
    var trackedPlayerIds: Set<String> { get }
    func startRoundActivity(for entry: LeaderboardEntry, tournament: TournamentSummary) async throws
    func endRoundActivity(playerId: String, finalState: RoundActivityAttributes.ContentState?) async
    func restoreExistingActivities() async
}

private struct LiveActivityServiceKey: EnvironmentKey {
    static let defaultValue: any LiveActivityService = FakeLiveActivityService()
}

extension EnvironmentValues {
    var liveActivityService: any LiveActivityService {
        get { self[LiveActivityServiceKey.self] }
        set { self[LiveActivityServiceKey.self] = newValue }
    }
}
