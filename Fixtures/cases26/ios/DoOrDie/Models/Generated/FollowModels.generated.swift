// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To regenerate: npm run generate:schemas (backend/src/schemas)

import Foundation

// MARK: - FollowResponse
struct FollowResponse: Codable, Hashable, Sendable {
    let matchID: String
    let status: FollowStatus
    let teamID: String?

    enum CodingKeys: String, CodingKey {
        case matchID = "matchId"
        case status
        case teamID = "teamId"
    }
}

enum FollowStatus: String, Codable, Hashable, Sendable {
    case following = "following"
    case notFollowing = "not_following"
}

// MARK: - UserFollowsResponse
struct UserFollowsResponse: Codable, Hashable, Sendable {
    let matchIDS: [String]

    enum CodingKeys: String, CodingKey {
        case matchIDS = "matchIds"
    }
}
