import ActivityKit
import Foundation

/// "Your match is next on court" activity, started from the order of play.
struct OrderOfPlayAttributes: ActivityAttributes, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let courtLabel: String
        let positionLabel: String
        let precedingMatchLabel: String
        let updatedAt: Double
    }

    let matchId: String
    let playersLabel: String
}
