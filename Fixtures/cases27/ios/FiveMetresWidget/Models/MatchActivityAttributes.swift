import ActivityKit
import Foundation

struct MatchActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let display: LiveActivityDisplayState
        let sequence: Int
    }

    let matchId: String
    let competitionName: String
    let homeTeamId: String
    let awayTeamId: String
}
