// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To parse the JSON, add this file to your project and do:
//
//   let followResponse = try? JSONDecoder.oche.decode(FollowResponse.self, from: jsonData)
//
// Source: backend/src/schemas/follow.ts. Regenerate with `npm run generate:schemas`.

import Foundation

// MARK: - FollowRequest
struct FollowRequest: Codable, Hashable, Sendable {
    let matchId: String
    let playerId: String?
}

// MARK: - FollowResponse
struct FollowResponse: Codable, Hashable, Sendable {
    let matchId: String
    let status: FollowStatus
    let followedAt: Date
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

// MARK: - ActivityTokenRequest
struct ActivityTokenRequest: Codable, Hashable, Sendable {
    let matchId: String
    let pushToken: String
    let frequentPushesEnabled: Bool
}

// MARK: - PushTokenRequest
struct PushTokenRequest: Codable, Hashable, Sendable {
    let token: String
    let kind: PushTokenKind
    let environment: PushEnvironment
}

// MARK: - PushTokenKind
enum PushTokenKind: String, Codable, Hashable, Sendable {
    case device
    case pushToStart = "push_to_start"
}

// MARK: - PushEnvironment
enum PushEnvironment: String, Codable, Hashable, Sendable {
    case sandbox
    case production
}
