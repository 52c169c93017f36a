import ActivityKit
import Foundation

/// Mirrors `LiveActivityStateSchema` in backend/src/schemas/liveActivity.schema.ts.
struct BoundaryMatchAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable, Sendable {
        let headline: String
        let scoreText: String
        let oversText: String
        let statusText: String
        let phase: String
        let runsNeeded: Int?
        let legalBalls: Int
        let lastBallText: String?
        let sentiment: String
    }

    let matchID: String
    let homeFlag: String
    let awayFlag: String
    let kickoff: Date
    let showsSponsor: Bool
}
