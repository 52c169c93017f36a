import ActivityKit
import Foundation

struct DoOrDieActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let homeScoreText: String
        let awayScoreText: String
        let halfText: String
        let statusText: String
        let lastEventText: String
        let raidClockEndsAt: Date?
        let sentiment: String
        let isFinal: Bool
        let homeOnMat: Int
    }

    let matchId: String
    let homeShortName: String
    let awayShortName: String
    let homeFlag: String
    let awayFlag: String
}
