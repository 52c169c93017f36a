// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To regenerate: cd backend && npm run generate:schemas
//
// Source: backend/src/schemas/follow.schema.ts

import Foundation

// MARK: - FollowResponse
struct FollowResponse: Codable, Hashable, Sendable {
    let raceId: String
    let status: FollowStatus
    let driverCode: String?
    let confirmationText: String
}

// MARK: - FollowStatus
enum FollowStatus: String, Codable, Hashable, Sendable {
    case following
    case notFollowing = "not_following"
}

// MARK: - UserFollowsResponse
struct UserFollowsResponse: Codable, Hashable, Sendable {
    let raceIds: [String]
}
