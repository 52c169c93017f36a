import ActivityKit
import Foundation

struct EdgeBallActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    typealias ContentState = LiveActivityDisplayState

    let matchId: String
    let eventName: String
    let homeName: String
    let awayName: String
    let homeFlag: String
    let awayFlag: String
    let bestOf: Int
    let deepLink: URL
    let tableNumber: Int?
}
