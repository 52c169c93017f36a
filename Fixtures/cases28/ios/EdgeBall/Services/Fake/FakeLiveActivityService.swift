import Foundation

@Observable @MainActor
final class FakeLiveActivityService: LiveActivityService {
    var activeMatchIds: Set<String> = []

    func start(for match: MatchItem, display: LiveActivityDisplayState) async throws {
        activeMatchIds.insert(match.matchId)
    }

    func end(matchId: String, final: LiveActivityDisplayState) async {
        activeMatchIds.remove(matchId)
    }

    func restoreExistingActivities() async {}
}
