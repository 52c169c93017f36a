import Foundation

@Observable @MainActor
final class FakeLiveActivityService: LiveActivityService {
    private(set) var activeMatchIds: Set<String> = ["len-cl-2026-f4-sf1"]

    func startActivity(for match: Match, display: LiveActivityDisplayState) async throws {
        activeMatchIds.insert(match.matchId)
    }

    func endActivity(matchId: String, final display: LiveActivityDisplayState) async {
        activeMatchIds.remove(matchId)
    }

    func restoreActivities() async {}
}
