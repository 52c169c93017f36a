import ActivityKit
import Foundation

struct PlayoffActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let scoreLine: String
        let roundLabel: String
        let homeScore: Int
        let awayScore: Int
        let seedLine: String
    }

    let gameId: String
    let awayEmoji: String
    let homeEmoji: String
}
