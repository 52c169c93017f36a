// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/liveActivity.schema.ts (npm run generate:schemas)

import ActivityKit
import Foundation

// MARK: - CentrePassActivityAttributes
struct CentrePassActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    let matchId: String
    let homeTeamName: String
    let awayTeamName: String
    let homeFlag: String
    let awayFlag: String
    let competition: String

    // MARK: - ContentState
    struct ContentState: Codable, Hashable, Sendable {
        let displayState: LiveActivityDisplayState
    }
}

// MARK: - LiveActivityDisplayState
struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let compact: LiveActivityCompact
    let expanded: LiveActivityExpanded
    let phase: MatchPhaseCode
    let sentiment: MatchSentiment
    let homeGoals: Int
    let awayGoals: Int
    let lastEvent: String?
    let updatedAt: Double
}

// MARK: - LiveActivityCompact
struct LiveActivityCompact: Codable, Hashable, Sendable {
    let homeScore: String
    let awayScore: String
    let clockLabel: String
    let minimalText: String
}

// MARK: - LiveActivityExpanded
struct LiveActivityExpanded: Codable, Hashable, Sendable {
    let title: String
    let scoreline: String
    let quarterLabel: String
    let shootingLine: String
    let centrePassLine: String
    let statusText: String
    let footnote: String?
}

enum MatchPhaseCode: String, Codable, Hashable, Sendable {
    case pre
    case live
    case quarterBreak = "quarter_break"
    case halfTime = "half_time"
    case extraTime = "extra_time"
    case suspended
    case completed
    case abandoned
}

enum MatchSentiment: String, Codable, Hashable, Sendable {
    case neutral
    case tense
    case runaway
    case comeback
}
