import Foundation
import Observation
import SwiftUI

@Observable @MainActor
final class FakeLiveActivityService: LiveActivityService {
    var activeMatchIds: Set<String> = []

    func start(for match: MatchItem, teamId: String?) async throws {
        activeMatchIds.insert(match.matchId)
    }

    func end(matchId: String, finalState: MatchActivityAttributes.ContentState) async {
        activeMatchIds.remove(matchId)
    }

    func endForUnfollow(matchId: String) async {
        activeMatchIds.remove(matchId)
    }

    func endAll() async {
        activeMatchIds.removeAll()
    }

    func restart(matchId: String) async throws {}

    func endStaleActivities(olderThan interval: TimeInterval) async {}

    func restoreExistingActivities() {}

    func observePushToStartToken() {}

    func handle(scenePhase: ScenePhase) async {}
}
