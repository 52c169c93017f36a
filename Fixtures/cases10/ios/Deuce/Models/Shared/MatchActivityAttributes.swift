import ActivityKit
import Foundation

/// Static data for a match Live Activity. Set once at request time; anything
/// that changes during the match lives in the content state.
struct MatchActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    typealias ContentState = LiveActivityDisplayState

    let matchId: String
    let tournamentName: String
    let roundLabel: String
    let homeCountryCode: String
    let awayCountryCode: String
}
