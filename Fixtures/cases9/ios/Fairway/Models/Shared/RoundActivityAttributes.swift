import ActivityKit
import Foundation

/// Live Activity for one followed player's round.
/// Shared verbatim between the Fairway and FairwayWidget targets.
struct RoundActivityAttributes: ActivityAttributes, Sendable {
    let tournamentId: String
    let playerId: String
    let tournamentName: String
    let playerName: String
    let countryCode: String

    struct ContentState: Codable, Hashable, Sendable {
        let positionDisplay: String
        let toParDisplay: String
        let todayDisplay: String
        let thruDisplay: String
        let lastHoleDisplay: String?
        let eventLine: String?
        let sentiment: String
        let isFinal: Bool
        let updatedAtEpoch: Int
    }
}
