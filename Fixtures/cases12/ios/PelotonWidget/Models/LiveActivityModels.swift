import ActivityKit
import Foundation

// Shared by the Peloton and PelotonWidget targets; keep both copies identical.
// Mirrors backend/src/schemas/liveActivity.schema.ts field for field.

struct StageActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let stageTitle: String
        let statusLabel: String
        let kmToGoLabel: String
        let progressFraction: Double
        let leaderName: String
        let leaderGapLabel: String
        let breakawayLabel: String?
        let breakawayGapLabel: String?
        let gcLeaderName: String
        let gcLeaderFlag: String
        let gcLeaderGapLabel: String
        var liveNote: String?
    }

    let raceId: String
    let stageId: String
    let raceName: String
    let stageNumberLabel: String
    let deepLink: URL
}

struct TimeTrialActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let teamName: String
        let checkpointLabel: String
        let elapsedLabel: String
        let deltaLabel: String
        let ridersLeftLabel: String
        let isFinished: Bool
    }

    let raceId: String
    let stageId: String
    let teamName: String
    let deepLink: URL
}
