// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/follow.ts — run `npm run generate:schemas` to regenerate.

import Foundation

// MARK: - FollowRequest
struct FollowRequest: Codable, Hashable, Sendable {
    let raceId: String
    let driverId: String?
}

// MARK: - FollowResponse
struct FollowResponse: Codable, Hashable, Sendable {
    let raceId: String
    let status: FollowStatus
    let driverId: String?
}

enum FollowStatus: String, Codable, Hashable, Sendable {
    case following
    case notFollowing = "not_following"
}

// MARK: - UserFollowsResponse
struct UserFollowsResponse: Codable, Hashable, Sendable {
    let raceIds: [String]
    let nextToken: String?
}

extension FollowResponse {
    var isFollowing: Bool { status == .following }
}
