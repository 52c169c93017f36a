// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/liveActivity.ts — run `npm run generate:schemas` to regenerate.

import Foundation

// MARK: - LiveActivityAttributes
struct LiveActivityAttributes: Codable, Hashable, Sendable {
    let matchId: String
    let competition: String
    let homeTeam: LiveActivityTeam
    let awayTeam: LiveActivityTeam
}

// MARK: - LiveActivityTeam
struct LiveActivityTeam: Codable, Hashable, Sendable {
    let teamId: String
    let abbreviation: String
    let emoji: String
}

// MARK: - LiveActivityDisplayState
struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let phase: MatchPhase
    let compact: LiveActivityCompact
    let expanded: LiveActivityExpanded
    let sentiment: MatchSentiment
    let homeTotal: Int
    let awayTotal: Int
    let quarter: Int
    let quarterProgress: Double
    let updatedAt: Date
}

// MARK: - LiveActivityCompact
struct LiveActivityCompact: Codable, Hashable, Sendable {
    let leadingText: String
    let trailingText: String
    let minimalText: String
}

// MARK: - LiveActivityExpanded
struct LiveActivityExpanded: Codable, Hashable, Sendable {
    let homeScoreText: String
    let awayScoreText: String
    let statusText: String
    let clockText: String
    let marginText: String
    let lastEventText: String?
    let footerText: String
}

// MARK: - MatchPhase
enum MatchPhase: String, Codable, Hashable, Sendable {
    case pre
    case live
    case quarterTime = "quarter_time"
    case halfTime = "half_time"
    case threeQuarterTime = "three_quarter_time"
    case completed
    case postponed
    case abandoned
}

// MARK: - MatchSentiment
enum MatchSentiment: String, Codable, Hashable, Sendable {
    case neutral
    case tight
    case runaway
    case comeback
}
