// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/follow.schema.ts (npm run generate:schemas)
//
// To parse the JSON, add this to your file:
//
//   let followResponse = try? JSONDecoder().decode(FollowResponse.self, from: jsonData)

import Foundation

// MARK: - FollowResponse
struct FollowResponse: Codable, Hashable, Sendable {
    let tournamentId: String
    let playerId: String?
    let status: FollowStatus
}

// MARK: - FollowStatus
enum FollowStatus: String, Codable, Hashable, Sendable {
    case following
    case notFollowing = "not_following"
}

// MARK: - UserFollowsResponse
struct UserFollowsResponse: Codable, Hashable, Sendable {
    let tournamentIds: [String]
    let playerIds: [String]

    enum CodingKeys: String, CodingKey {
        case tournamentIds = "tournament_ids"
        case playerIds = "player_ids"
    }
}
