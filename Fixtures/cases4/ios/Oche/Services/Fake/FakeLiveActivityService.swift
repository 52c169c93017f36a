import Foundation
import Observation

@Observable @MainActor
final class FakeLiveActivityService: LiveActivityService {
    private(set) var activeMatchIds: Set<String> = []

    func start(match: MatchItem, state: LiveActivityDisplayState) async throws {
        activeMatchIds.insert(match.matchId)
    }

    func end(matchId: String, reason: ActivityEndReason) async {
        activeMatchIds.remove(matchId)
    }

    func restoreExistingActivities() {}
}
