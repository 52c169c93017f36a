import ActivityKit
import Foundation

struct MatchActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let display: LiveActivityDisplayState
    }

    let matchId: String
    let homeTeam: String
    let awayTeam: String
}
