// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/liveActivity.ts (npm run generate:schemas)
//
// To parse the JSON, add this file to your project and do:
//
//   let displayState = try? JSONDecoder().decode(LiveActivityDisplayState.self, from: jsonData)

import Foundation

// MARK: - LiveActivityDisplayState
struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let phase: MatchPhase
    let homeScoreText: String
    let awayScoreText: String
    let homeTotalText: String
    let awayTotalText: String
    let clockText: String
    let phaseText: String
    let lastEventText: String?
    let sinBinText: String?
    let sinBinEndsAt: Date?
    let sentiment: MatchSentiment
    let compact: LiveActivityCompact
    let expanded: LiveActivityExpanded
}

// MARK: - LiveActivityCompact
struct LiveActivityCompact: Codable, Hashable, Sendable {
    let leadingText: String
    let trailingText: String
    let minimalText: String
}

// MARK: - LiveActivityExpanded
struct LiveActivityExpanded: Codable, Hashable, Sendable {
    let titleText: String
    let scoreFlowText: String
    let cardsText: String?
    let footerText: String
}

// MARK: - LiveActivityAttributesModel
struct LiveActivityAttributesModel: Codable, Hashable, Sendable {
    let matchId: String
    let homeName: String
    let awayName: String
    let homeFlag: String
    let awayFlag: String
    let competitionText: String
}

enum MatchPhase: String, Codable, Hashable, Sendable {
    case pre
    case firstHalf = "first_half"
    case halfTime = "half_time"
    case secondHalf = "second_half"
    case extraTime = "extra_time"
    case penalties
    case completed
    case postponed
}

enum MatchSentiment: String, Codable, Hashable, Sendable {
    case neutral
    case tight
    case comeback
    case runaway
}
