import Foundation

enum FollowStatus: String, Codable, Hashable, Sendable {
    case following
    case notFollowing = "not_following"
}

struct FollowResponse: Codable, Hashable, Sendable {
    let matchId: String
    var status: FollowStatus
    let initialDisplayState: LiveActivityDisplayState?
}
