import ActivityKit
import Foundation

/// Per-court Live Activity for rain days and long schedules.
/// ContentState mirrors OrderOfPlayStateSchema in the backend.
struct OrderOfPlayAttributes: ActivityAttributes, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let courtName: String
        let nowPlaying: String
        let upNext: String?
        let delayNote: String?
        let updatedAt: Int
    }

    let tournamentId: String
    let courtId: String
}
