import SwiftUI

@Observable
@MainActor
final class FakeLiveActivityService: LiveActivityService {
    var activeMatchIds: Set<String> = []

    func startIfLive(matchId: String) async { activeMatchIds.insert(matchId) }
    func end(matchId: String) async { activeMatchIds.remove(matchId) }
    func restoreExistingActivities() async {}
    func handleScenePhase(_ phase: ScenePhase) async {}
}
