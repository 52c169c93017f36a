import Foundation
import Observation

@Observable @MainActor
final class FakeLiveActivityService: LiveActivityService {
    var activeMatchIds: [String] = []

    func startActivity(for match: Match, attributes: SideoutActivityAttributes, state: LiveActivityDisplayState) async throws {
        activeMatchIds.append(match.id)
    }

    func endActivity(matchId: String) async {
        activeMatchIds.removeAll { $0 == matchId }
    }

    func restoreExistingActivities() async {}
}
