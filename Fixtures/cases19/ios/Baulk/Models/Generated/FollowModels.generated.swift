// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/follow.ts
// To regenerate: cd backend && npm run generate:schemas

import Foundation

// MARK: - FollowResponse
struct FollowResponse: Codable, Hashable, Sendable {
    let matchId: String
    let status: FollowStatus
    let playerId: String?
}

// MARK: - FollowStatus
enum FollowStatus: String, Codable, Hashable, Sendable {
    case following
    case notFollowing = "not_following"
}

// MARK: - UserFollowsResponse
struct UserFollowsResponse: Codable, Hashable, Sendable {
    let matchIds: [String]
}

extension FollowStatus {
    var isFollowing: Bool { self == .following }
}
