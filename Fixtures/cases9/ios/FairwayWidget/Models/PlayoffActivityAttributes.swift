import ActivityKit
import Foundation

/// Live Activity for a sudden-death playoff.
struct PlayoffActivityAttributes: ActivityAttributes, Sendable {
    let tournamentId: String
    let tournamentName: String

    struct ContentState: Codable, Hashable, Sendable {
        let holeDisplay: String
        let leaderLine: String
        let challengerLine: String
        var statusLine: String
        let isDecided: Bool
    }
}
