import Foundation

struct FollowResponse: Codable, Hashable, Sendable {
    let gameId: String
    let status: FollowStatus
}

enum FollowStatus: String, Codable, Hashable, Sendable {
    case following
    case notFollowing = "not_following"
}
