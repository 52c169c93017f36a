import ActivityKit
import Foundation

struct PregameActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let awayAbbr: String
        let homeAbbr: String
        let countdownText: String
        let probablesText: String
        let weatherNote: String?
    }

    let gameId: String
}
