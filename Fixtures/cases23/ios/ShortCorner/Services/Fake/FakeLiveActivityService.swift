import Foundation
import Observation

@Observable
@MainActor
final class FakeLiveActivityService: LiveActivityService {
    var activeMatchIds: Set<String> = []

    func startIfLive(matchId: String) async throws {
        activeMatchIds.insert(matchId)
    }

    func end(matchId: String) async {
        activeMatchIds.remove(matchId)
    }

    func restoreExistingActivities() async {}
}
