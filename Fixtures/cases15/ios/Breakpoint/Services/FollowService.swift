import Foundation

/// Follow and unfollow matches. Backed by /user/follow/match.
///
/// Following a live match also starts its Live Activity; unfollowing ends it.
/// The set of followed ids is restored from GET /user/follows on launch.
protocol FollowService: AnyObject {
    var followedMatchIds: Set<String> { get }

    /// Follows a match, optionally from one player's perspective.
    func follow(matchId: String, perspectivePlayerId: String?) async throws -> FollowResponse

    /// Unfollows and ends any Live Activity for the match.
    func unfollow(matchId: String) async throws
}
