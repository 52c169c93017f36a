// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/liveActivity.schema.ts — regenerate with `npm run generate:schemas`.
//
// To parse the JSON, add this file to your project and do:
//
//   let liveActivityDisplayState = try? JSONDecoder().decode(LiveActivityDisplayState.self, from: jsonData)

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
    let homeCode: String
    let awayCode: String
    let homeFlag: String
    let awayFlag: String
    let scoreText: String
    let periodText: String
    let minimalText: String
}

// MARK: - LiveActivityExpanded
struct LiveActivityExpanded: Codable, Hashable, Sendable {
    let titleText: String
    let homeName: String
    let awayName: String
    let homeScoreText: String
    let awayScoreText: String
    let periodText: String
    let shotClockText: String?
    let situationText: String?
    let lastEventText: String?
    let footerText: String
    let homeExclusionDots: Int
    let awayExclusionDots: Int
}

// MARK: - LiveActivityAttributesPayload
struct LiveActivityAttributesPayload: Codable, Hashable, Sendable {
    let matchId: String
    let competitionName: String
    let homeTeamId: String
    let awayTeamId: String
}

enum MatchPhase: String, Codable, Hashable, Sendable {
    case pre
    case live
    case quarterBreak = "quarter_break"
    case halfTime = "half_time"
    case shootout
    case delayed
    case completed
    case abandoned
}

enum MatchSentiment: String, Codable, Hashable, Sendable {
    case neutral
    case tense
    case manUp = "man_up"
    case dominant
}
