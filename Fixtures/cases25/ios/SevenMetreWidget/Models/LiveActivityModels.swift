import ActivityKit
import Foundation

struct SevenMetreActivityAttributes: ActivityAttributes, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let scoreline: String
        let homeGoals: Int
        let awayGoals: Int
        let clockLabel: String
        let halfLabel: String
        let lastEvent: String
        let suspensionLabel: String?
        let suspensionEndsAt: Date?
        let sentiment: String
        let phase: String
        let deepLink: URL
        let relevance: Double?
    }

    let matchId: String
    let homeName: String
    let awayName: String
    let homeFlag: String
    let awayFlag: String
    let competition: String
}
