import ActivityKit
import Foundation

/// Shared between Sideout and SideoutWidget. Keep both copies identical.
struct SideoutActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let displayState: LiveActivityDisplayState
    }

    let matchId: String
    let homeTeamName: String
    let awayTeamName: String
    let homeFlag: String
    let awayFlag: String
}

struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let homeScore: String
    let awayScore: String
    let homeSets: String
    let awaySets: String
    let setLabel: String
    let statusText: String
    let servingTeamId: String?
    let lastPoint: String?
    let sentiment: String
    let deepLink: String
}
