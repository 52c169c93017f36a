import Foundation
import Observation

@Observable
@MainActor
final class FakeFollowService: FollowService {
    private(set) var followedMatchIds: Set<String> = ["m-cairo-qf1"]
    private let feed: any MatchFeedService

    init(feed: any MatchFeedService = FakeMatchFeedService()) {
        self.feed = feed
    }

    func follow(matchId: String, perspectivePlayerId: String?) async throws { followedMatchIds.insert(matchId) }
    func unfollow(matchId: String) async { followedMatchIds.remove(matchId) }
    func followedMatches() async -> [MatchItem] { [PreviewFixtures.tieBreakMatch] }
    func flushPendingUnfollows() async {}
}
