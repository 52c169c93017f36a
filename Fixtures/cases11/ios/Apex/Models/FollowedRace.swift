import Foundation

/// Local record of a followed race, persisted so follows survive relaunches.
struct FollowedRace: Codable, Hashable, Sendable {
    let raceId: String
    let driverCode: String?
    var followedAt: Date
    let activityId: String?
}
