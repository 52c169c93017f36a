import Foundation
import Observation

@Observable
@MainActor
final class FakeLiveActivityService: LiveActivityService {
    private(set) var followedMatchIds: Set<String> = []

    func follow(_ match: Match, teamId: String?) async throws {
        followedMatchIds.insert(match.matchId)
    }

    func unfollow(matchId: String) async throws {
        followedMatchIds.remove(matchId)
    }

    func finish(matchId: String, finalState: LiveActivityDisplayState) async {
        followedMatchIds.remove(matchId)
    }

    func restartActivity(for match: Match, displayState: LiveActivityDisplayState) async {}
    func restoreExistingActivities() async {}
    func checkAndEndStaleActivities() async {}
}
