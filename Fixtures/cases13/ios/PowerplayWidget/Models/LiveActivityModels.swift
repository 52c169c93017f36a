import ActivityKit
import Foundation

// Shared between the Powerplay and PowerplayWidget targets. Keep both copies identical.
// Mirrors LiveActivityContentStateSchema in backend/src/schemas/liveActivity.schema.ts.

struct PowerplayAttributes: ActivityAttributes, Hashable, Sendable {
    typealias ContentState = LiveActivityDisplayState

    let fixtureId: String
    let homeCode: String
    let awayCode: String
}

struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let phase: String
    let scoreText: String
    let oversText: String
    let chaseText: String
    let sentiment: String
    let compact: LiveActivityCompact
    let expanded: LiveActivityExpanded
    let deepLink: URL
    let updatedAt: Date
}

struct LiveActivityCompact: Codable, Hashable, Sendable {
    let leadingText: String
    let trailingText: String
    let minimalText: String
}

struct LiveActivityExpanded: Codable, Hashable, Sendable {
    let title: String
    let battingLine: String
    let bowlingLine: String
    let equationText: String?
    let lastBallText: String
    let partnershipText: String?
}
