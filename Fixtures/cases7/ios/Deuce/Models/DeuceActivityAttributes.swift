import ActivityKit
import Foundation

/// Static data for a match Live Activity, fixed when the activity is requested.
/// Mirrors LiveActivityAttributesSchema; everything that changes during the
/// match lives in ContentState (LiveActivityDisplayState).
struct DeuceActivityAttributes: ActivityAttributes, Hashable, Sendable {
    typealias ContentState = LiveActivityDisplayState

    let matchId: String
    let tournamentName: String
    let homeName: String
    let awayName: String
    let homeCountry: String
    let awayCountry: String
}
