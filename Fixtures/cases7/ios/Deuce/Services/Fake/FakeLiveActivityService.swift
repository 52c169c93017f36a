import Foundation
import Observation
import SwiftUI

@Observable
@MainActor
final class FakeLiveActivityService: LiveActivityService {
    private(set) var activeMatchIds: Set<String> = []

    func start(for match: MatchItem) async throws {
        activeMatchIds.insert(match.matchId)
    }

    func end(matchId: String) async {
        activeMatchIds.remove(matchId)
    }

    func finish(matchId: String, finalState: LiveActivityDisplayState) async {
        activeMatchIds.remove(matchId)
    }

    func startOrderOfPlay(tournamentId: String, courtId: String, initial: OrderOfPlayAttributes.ContentState) async throws {}

    func restoreExistingActivities() async {}

    func observePushToStartToken() {}

    func scenePhaseChanged(to phase: ScenePhase) {}
}
