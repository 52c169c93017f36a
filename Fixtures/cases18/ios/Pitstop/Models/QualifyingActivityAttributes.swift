import ActivityKit
import Foundation

struct QualifyingActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let sessionText: String
        let positionText: String
        let bestLapText: String
        let timeLeftText: String
    }

    let sessionId: String
    let driverId: String
    let countryCode: String
}
