import ActivityKit
import Foundation

struct PuckOutActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    typealias ContentState = LiveActivityDisplayState

    let matchId: String
    let homeName: String
    let awayName: String
    let homeFlag: String
    let awayFlag: String
    let competitionText: String
}
