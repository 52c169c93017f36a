import ActivityKit
import Foundation

/// Shared between the Maul app and the MaulWidget extension. Keep both copies identical.
/// Static attributes are fixed when the activity starts; everything that changes during
/// a match lives in ContentState, which mirrors `liveActivityContentStateSchema`.
struct MatchActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let display: LiveActivityDisplayState
        let homeScore: Int
        let awayScore: Int
        let updatedAt: Int
        let tmoPending: Bool
    }

    let matchId: String
    let competition: String
    let homeTeamName: String
    let awayTeamName: String
    let homeCode: String
    let awayCode: String
    let venueName: String
    let deepLink: URL
}
