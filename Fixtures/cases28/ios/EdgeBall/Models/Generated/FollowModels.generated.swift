// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/follow.schema.ts — regenerate with `npm run generate:schemas`.

import Foundation

// MARK: - FollowResponse
struct FollowResponse: Codable, Hashable, Sendable {
    let matchID: String
    let status: FollowStatus
    let playerID: String?

    enum CodingKeys: String, CodingKey {
        case matchID = "matchId"
        case status
        case playerID = "playerId"
    }
}

enum FollowStatus: String, Codable, Hashable, Sendable {
    case following
    case notFollowing = "not_following"
}

// MARK: - UserFollowsResponse
struct UserFollowsResponse: Codable, Hashable, Sendable {
    let matchIDS: [String]

    enum CodingKeys: String, CodingKey {
        case matchIDS = "matchIds"
    }
}
