import ActivityKit
import Foundation

/// Must mirror `backend/src/schemas/activity.ts` exactly.
struct CreaseActivityAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable, Sendable {
        let scoreText: String
        let oversText: String
        let statusText: String
        let phase: String
        let sentiment: String
        let runs: Int
        let wickets: Int
        let battingCode: String
        var lastEventText: String?
        let breakEndsAt: Date?
        let isFinal: Bool
    }

    let matchId: String
    let homeCode: String
    let awayCode: String
    let oversLimit: Int
}
