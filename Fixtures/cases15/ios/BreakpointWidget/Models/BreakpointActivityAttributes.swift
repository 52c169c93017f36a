import ActivityKit
import Foundation

/// Static data for a match Live Activity. Set once at request time;
/// everything that changes during the match lives in ContentState.
struct BreakpointActivityAttributes: ActivityAttributes, Hashable, Sendable {
    typealias ContentState = LiveActivityDisplayState

    let matchId: String
    let tournamentName: String
    let homeName: String
    let awayName: String
    let homeFlag: String
    let awayFlag: String
}
