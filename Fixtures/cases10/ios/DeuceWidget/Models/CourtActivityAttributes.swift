import ActivityKit
import Foundation

/// "Watch this court" Live Activity: follows whatever is on a show court
/// through the day's order of play.
struct CourtActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let courtName: String
        let nowPlaying: String
        let scoreLine: String
        let nextUp: String?
        let resumesAt: Date?
        let statusLine: String
    }

    let courtId: String
    let tournamentName: String
    let courtTitle: String
}
