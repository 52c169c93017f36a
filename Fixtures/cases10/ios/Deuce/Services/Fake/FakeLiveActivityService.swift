import SwiftUI

@Observable @MainActor final class FakeLiveActivityService: LiveActivityService {
    private(set) var trackedMatchIds: Set<String> = []

    func startActivity(for match: MatchItem, attributes: MatchActivityAttributes, initialState: LiveActivityDisplayState) async throws {
        trackedMatchIds.insert(match.matchId)
    }

    func endActivity(matchId: String, finalState: LiveActivityDisplayState) async {
        trackedMatchIds.remove(matchId)
    }

    func restoreExistingActivities() async {}

    func handleScenePhase(_ phase: ScenePhase) {}
}
