import ActivityKit
import Foundation

/// Mixed doubles games get their own activity: two players a side, five stones
/// each and a power play per game.
struct MixedDoublesActivityAttributes: ActivityAttributes, Hashable, Sendable {
    typealias ContentState = LiveActivityContentState

    let gameId: String
    let homePair: String
    let awayPair: String
}
