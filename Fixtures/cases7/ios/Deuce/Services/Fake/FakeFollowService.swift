import Foundation
import Observation

@Observable
@MainActor
final class FakeFollowService: FollowService {
    private(set) var followedMatchIds: Set<String> = [PreviewMatches.sinnerShelton.matchId]

    func follow(_ match: MatchItem, from playerId: String?) async throws {
        followedMatchIds.insert(match.matchId)
    }

    func unfollow(matchId: String) async throws {
        followedMatchIds.remove(matchId)
    }

    func reconcile() async {}
}
