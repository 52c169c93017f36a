import Foundation

// MARK: - FollowRequest
struct FollowRequest: Codable, Hashable, Sendable {
    let gameId: String
    let teamId: String?
}

// MARK: - FollowStatus
enum FollowStatus: String, Codable, Hashable, Sendable {
    case following
    case notFollowing = "not_following"
}

// MARK: - FollowResponse
struct FollowResponse: Codable, Hashable, Sendable {
    let gameId: String
    let status: FollowStatus
    let teamId: String?
}

// MARK: - UserFollowsResponse
struct UserFollowsResponse: Codable, Hashable, Sendable {
    let gameIds: [String]
}
