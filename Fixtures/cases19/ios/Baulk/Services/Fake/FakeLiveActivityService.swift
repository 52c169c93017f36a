import Foundation
import Observation

@Observable
@MainActor
final class FakeLiveActivityService: LiveActivityService {
    var isEnabled = true
    private(set) var activeMatchIds: Set<String> = []

    func start(for match: MatchItem, displayState: LiveActivityDisplayState) async throws {
        activeMatchIds.insert(match.matchId)
    }

    func end(matchId: String, finalState: LiveActivityDisplayState?) async {
        activeMatchIds.remove(matchId)
    }

    func restoreExistingActivities() async {}
}
