// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/liveActivity.ts
// To regenerate: cd backend && npm run generate:schemas

import Foundation

// MARK: - LiveActivityDisplayState
struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let compact: LiveActivityCompact
    let expanded: LiveActivityExpanded
    let phase: MatchPhase
    let sentiment: MatchSentiment
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
    let headline: String
    let framesText: String
    let frameScoreText: String
    let breakText: String?
    let pointsRemainingText: String?
    let statusNote: String
    let framesWon1: Int
    let framesWon2: Int
    let points1: Int
    let points2: Int
    let pointsRemaining: Int
    let snookersRequired: Int
}

// MARK: - MatchPhase
enum MatchPhase: String, Codable, Hashable, Sendable {
    case pre
    case live
    case interval
    case betweenSessions = "between_sessions"
    case concluded
    case walkover
}

// MARK: - MatchSentiment
enum MatchSentiment: String, Codable, Hashable, Sendable {
    case neutral
    case tense
    case dominant
    case historic
}
