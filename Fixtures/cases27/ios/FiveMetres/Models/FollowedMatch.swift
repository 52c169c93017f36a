import Foundation

struct FollowedMatch: Codable, Hashable {
    let matchId: String
    let teamId: String?
    let followedAt: Date
    var activityId: String?
}
