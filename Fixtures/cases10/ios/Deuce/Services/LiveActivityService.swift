import SwiftUI

@MainActor protocol LiveActivityService: AnyObject, Observable {
    var trackedMatchIds: Set<String> { get }

    func startActivity(for match: MatchItem, attributes: MatchActivityAttributes, initialState: LiveActivityDisplayState) async throws
    func endActivity(matchId: String, finalState: LiveActivityDisplayState) async
    func restoreExistingActivities() async
    func handleScenePhase(_ phase: ScenePhase)
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
