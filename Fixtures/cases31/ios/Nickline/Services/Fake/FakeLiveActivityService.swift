import Foundation
import Observation

@Observable
@MainActor
final class FakeLiveActivityService: LiveActivityService {
    private(set) var startedMatchIds: [String] = []
    func startActivity(for item: MatchItem, display: LiveActivityDisplayState) async throws { startedMatchIds.append(item.matchId) }
    func endActivity(matchId: String) async { startedMatchIds.removeAll { $0 == matchId } }
    func restoreExistingActivities() async {}
    func retryPendingTokenUploads() async {}
}
