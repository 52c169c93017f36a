import Foundation

@Observable
@MainActor
final class FakeLiveActivityService: LiveActivityService {
    var activeMatchIds: Set<String> = []

    func start(for match: Match) async throws {
        activeMatchIds.insert(match.matchId)
    }

    func end(matchId: String, finalState: LiveActivityDisplayState?) async {
        activeMatchIds.remove(matchId)
    }

    func restoreExistingActivities() async {}
}
