import SwiftUI

@MainActor protocol LiveActivityService: AnyObject, Observable {
    var activeStageIds: Set<String> { get }
    func startActivity(attributes: StageActivityAttributes, initialState: StageActivityAttributes.ContentState) async throws
    func endActivity(stageId: String, finalState: StageActivityAttributes.ContentState) async
    func endActivities(raceId: String) async
    func restoreExistingActivities()
    func handleScenePhase(_ phase: ScenePhase)
}

private struct LiveActivityServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any LiveActivityService = FakeLiveActivityService()
}

extension EnvironmentValues {
    var liveActivityService: any LiveActivityService {
        get { self[LiveActivityServiceKey.self] }
        set { self[LiveActivityServiceKey.self] = newValue }
    }
}
