import ActivityKit
import Foundation

/// Static data fixed when the Live Activity is requested. Everything that moves
/// during the race lives in `LiveActivityContentState` (generated).
struct RaceActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    typealias ContentState = LiveActivityContentState

    let raceId: String
    let driverId: String
    let seriesCode: String
    let countryCode: String
    let raceName: String
}
