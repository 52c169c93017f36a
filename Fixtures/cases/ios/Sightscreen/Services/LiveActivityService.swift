import SwiftUI

@MainActor
protocol LiveActivityService: AnyObject, Observable {
    var followedMatchIds: Set<String> { get }
    func follow(_ match: Match, teamId: String?) async throws
    func unfollow(matchId: String) async throws
    func finish(matchId: String, finalState: LiveActivityDisplayState) async
    func restartActivity(for match: Match, displayState: LiveActivityDisplayState) async
    func restoreExistingActivities() async
    func checkAndEndStaleActivities() async
}

struct LiveActivityServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any LiveActivityService = FakeLiveActivityService()
}

extension EnvironmentValues {
    var liveActivityService: any LiveActivityService {
        get { self[LiveActivityServiceKey.self] }
        set { self[LiveActivityServiceKey.self] = newValue }
    }
}
