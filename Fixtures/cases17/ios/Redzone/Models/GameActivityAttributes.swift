import ActivityKit
import Foundation

struct GameActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let scoreLine: String
        let awayScoreText: String
        let homeScoreText: String
        let downDistanceText: String
        let clockText: String
        let periodLabel: String
        let possessionTeamId: String
        let situationNote: String
    }

    let gameId: String
    let awayEmoji: String
    let homeEmoji: String
    let deepLink: URL
}
