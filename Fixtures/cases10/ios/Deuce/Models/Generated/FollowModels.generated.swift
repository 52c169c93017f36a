// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/follow.schema.ts (run `npm run generate:schemas` in backend/)

import Foundation

// MARK: - FollowResponse
struct FollowResponse: Codable, Hashable, Sendable {
    let matchId: String
    let status: FollowStatus
    let message: String
    let liveActivityState: LiveActivityDisplayState?
}

enum FollowStatus: String, Codable, Hashable, Sendable {
    case following
    case notFollowing = "not_following"
}

// MARK: - UserFollowsResponse
struct UserFollowsResponse: Codable, Hashable, Sendable {
    let matchIds: [String]
}

// Added so the follow button has something to show before the first response.
extension FollowResponse {
    static let placeholder = FollowResponse(matchId: "", status: .notFollowing, message: "", liveActivityState: nil)
}
