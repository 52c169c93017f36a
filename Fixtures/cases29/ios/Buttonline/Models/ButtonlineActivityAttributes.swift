import ActivityKit
import Foundation

/// Static attributes for a game's Live Activity. Set once at request time;
/// everything that changes during the game travels in ContentState.
struct ButtonlineActivityAttributes: ActivityAttributes, Hashable, Sendable {
    typealias ContentState = LiveActivityContentState

    let gameId: String
    let homeFlag: String
    let awayFlag: String
    let eventName: String
}
