import SwiftUI

@MainActor
protocol LiveActivityService: AnyObject, Observable {
    var activeMatchIds: Set<String> { get }
    func start(for match: MatchItem, teamId: String?) async throws
    func end(matchId: String, finalState: MatchActivityAttributes.ContentState) async
    func endForUnfollow(matchId: String) async
    func endAll() async
    func restart(matchId: String) async throws
    func endStaleActivities(olderThan interval: TimeInterval) async
    func restoreExistingActivities()
    func observePushToStartToken()
    func handle(scenePhase: ScenePhase) async
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
