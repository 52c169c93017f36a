// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/liveActivity.schema.ts (npm run generate:schemas)
//
// To parse the JSON, add this file to your project and do:
//
//   let displayState = try? JSONDecoder().decode(LiveActivityDisplayState.self, from: jsonData)

import Foundation

// MARK: - LiveActivityDisplayState
struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let matchId: String
    let phase: MatchPhase
    let homeCode: String
    let awayCode: String
    let homeFlag: String
    let awayFlag: String
    let homeScore: Int
    let awayScore: Int
    let scoreText: String
    let clockText: String
    let periodText: String
    let statusText: String
    let cornersText: String
    let cardsText: String?
    let lastEventText: String?
    let sentiment: MatchSentiment
    let periodEndsAt: Date?
    let updatedAt: Date
}

// MARK: - MatchPhase
enum MatchPhase: String, Codable, Hashable, Sendable {
    case pre
    case live
    case quarterBreak = "quarter_break"
    case halfTime = "half_time"
    case shootout
    case completed
    case abandoned
}

// MARK: - MatchSentiment
enum MatchSentiment: String, Codable, Hashable, Sendable {
    case neutral
    case tense
    case dominant
    case comeback
}
