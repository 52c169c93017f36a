import Foundation

/// The backend's answer to a follow or unfollow.
struct FollowResponse: Codable, Hashable, Sendable {
    let matchId: String
    let status: FollowStatus
}

enum FollowStatus: String, Codable, Sendable {
    case following
    case notFollowing = "not_following"
}

/// GET /user/follows.
struct UserFollowsResponse: Codable {
    var matchIds: [String]
    let updatedAt: Date

    var summary: String {
        matchIds.count == 1 ? "1 match followed" : "\(matchIds.count) matches followed"
    }

    var cacheKey: String { "follows-\(updatedAt.timeIntervalSince1970)" }
}
