// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/follow.schema.ts via `npm run generate:schemas`.

import Foundation

// MARK: - FollowResponse
struct FollowResponse: Codable, Hashable, Sendable {
    let matchId: String
    let status: FollowStatus
    let teamId: String?
    let fixture: Fixture?
}

enum FollowStatus: String, Codable, Hashable, Sendable {
    case following = "following"
    case notFollowing = "not_following"
}

// MARK: - UserFollowsResponse
struct UserFollowsResponse: Codable, Hashable, Sendable {
    let matchIds: [String]
}

extension FollowResponse {
    var isFollowing: Bool { status == .following }
}
