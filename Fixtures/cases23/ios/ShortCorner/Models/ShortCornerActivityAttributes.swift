import ActivityKit
import Foundation

struct ShortCornerActivityAttributes: ActivityAttributes, Hashable, Sendable {
    typealias ContentState = LiveActivityDisplayState

    let matchId: String
    let competition: String
    let homeName: String
    let awayName: String
    let deepLink: URL
}
