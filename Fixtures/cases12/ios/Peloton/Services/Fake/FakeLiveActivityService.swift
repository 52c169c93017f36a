import Observation
import SwiftUI

@Observable @MainActor final class FakeLiveActivityService: LiveActivityService {
    private(set) var activeStageIds: Set<String> = []

    func startActivity(attributes: StageActivityAttributes, initialState: StageActivityAttributes.ContentState) async throws {
        activeStageIds.insert(attributes.stageId)
    }

    func endActivity(stageId: String, finalState: StageActivityAttributes.ContentState) async {
        activeStageIds.remove(stageId)
    }

    func endActivities(raceId: String) async {
        activeStageIds.removeAll()
    }

    func restoreExistingActivities() {}

    func handleScenePhase(_ phase: ScenePhase) {}
}
