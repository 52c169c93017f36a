import ActivityKit
import Foundation

/// Static data for a race Live Activity. Anything that changes during the
/// race belongs in ContentState and arrives via APNs.
struct RaceActivityAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable, Sendable {
        let displayState: LiveActivityDisplayState
        let updatedAt: Date
        let photoFinish: Bool
    }

    let raceId: String
    let courseName: String
    let followedRunnerId: String
}
