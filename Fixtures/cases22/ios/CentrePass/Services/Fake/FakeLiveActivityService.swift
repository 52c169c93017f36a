import SwiftUI

@Observable
@MainActor
final class FakeLiveActivityService: LiveActivityService {
    var activeMatchIds: [String] = []

    func startIfLive(matchId: String) async throws {
        activeMatchIds.append(matchId)
    }

    func end(matchId: String) async {
        activeMatchIds.removeAll { $0 == matchId }
    }

    func restoreExistingActivities() async {}

    func handleScenePhase(_ phase: ScenePhase) async {}
}
