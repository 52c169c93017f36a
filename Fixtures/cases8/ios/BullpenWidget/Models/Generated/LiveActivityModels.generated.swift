// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/liveActivity.ts — regenerate with `npm run generate:schemas`.

import Foundation

struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let phase: GamePhase
    let compact: LiveActivityCompact
    let expanded: LiveActivityExpanded
    let sentiment: GameSentiment
    let relevance: Double
}

struct LiveActivityCompact: Codable, Hashable, Sendable {
    let awayAbbr: String
    let homeAbbr: String
    let awayFlag: String
    let homeFlag: String
    let scoreText: String
    let inningText: String
}

struct LiveActivityExpanded: Codable, Hashable, Sendable {
    let headline: String
    let countText: String
    let outsText: String
    let outs: Int
    let basesOccupied: [Bool]
    let pitcherLine: String
    let batterLine: String
    let lastPlay: String
    let statusNote: String?
}

struct GameActivityAttributes: Codable, Hashable, Sendable {
    let gameId: String
    let awayTeamName: String
    let homeTeamName: String
    let venue: String
}

enum GamePhase: String, Codable, Hashable, Sendable {
    case pregame
    case live
    case delayed
    case final
    case postponed
}

enum GameSentiment: String, Codable, Hashable, Sendable {
    case neutral
    case tense
    case lopsided
    case historic
}
