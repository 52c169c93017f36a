// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/follow.ts (npm run generate:schemas)
//
// To parse the JSON, add this file to your project and do:
//
//   let followResponse = try? JSONDecoder().decode(FollowResponse.self, from: jsonData)

import Foundation

// MARK: - FollowResponse
struct FollowResponse: Codable, Hashable, Sendable {
    let matchId: String
    let status: FollowStatus
    let teamId: String?
}

// MARK: - UserFollowsResponse
struct UserFollowsResponse: Codable, Hashable, Sendable {
    let matchIds: [String]
}

enum FollowStatus: String, Codable, Hashable, Sendable {
    case following
    case notFollowing = "not_following"
}
