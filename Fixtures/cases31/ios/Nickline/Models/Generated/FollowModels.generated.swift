// FollowModels — keep in sync with follow.schema.ts

import Foundation

// MARK: - FollowResponse
struct FollowResponse: Codable, Hashable, Sendable {
    let matchId: String
    let status: FollowStatus
    let perspectivePlayerId: String?
}

enum FollowStatus: String, Codable, Hashable, Sendable {
    case following
    case notFollowing = "not_following"
}

// MARK: - UserFollowsResponse
struct UserFollowsResponse: Codable, Hashable, Sendable {
    let matchIds: [String]
}
