import Foundation
import Observation

@Observable
@MainActor
final class FakeLiveActivityService: LiveActivityService {
    var activeMatchIds: Set<String> = []

    func start(for match: Match) async throws {
        activeMatchIds.insert(match.id)
    }

    func end(matchId: String, finalState: SevenMetreActivityAttributes.ContentState?) async {
        activeMatchIds.remove(matchId)
    }

    func restoreExistingActivities() async {}
}
