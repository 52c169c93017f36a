// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To parse the JSON, add this file to your project and do:
//
//   let liveActivityDisplayState = try? JSONDecoder().decode(LiveActivityDisplayState.self, from: jsonData)

import Foundation

// MARK: - LiveActivityDisplayState
struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let matchTitle: String
    let gamesLine: String
    let pointsLine: String
    let serverName: String
    let phaseLabel: String
    let phase: MatchPhase
    let sentiment: MatchSentiment
    let compact: LiveActivityCompact
    let expanded: LiveActivityExpanded
    let lastEventText: String?
    let reviewBanner: String?
    let updatedAt: Int
}

// MARK: - LiveActivityCompact
struct LiveActivityCompact: Codable, Hashable, Sendable {
    let leadingText: String
    let trailingText: String
    let minimalText: String
}

// MARK: - LiveActivityExpanded
struct LiveActivityExpanded: Codable, Hashable, Sendable {
    let playerAName: String
    let playerBName: String
    let playerAFlag: String
    let playerBFlag: String
    let playerAGames: String
    let playerBGames: String
    let gameScores: [String]
    let footerText: String
    let conductNote: String?
}

// MARK: - LiveActivityAttributes
struct LiveActivityAttributes: Codable, Hashable, Sendable {
    let matchId: String
    let tournamentName: String
    let roundLabel: String
    let courtLabel: String
}

enum MatchPhase: String, Codable, Hashable, Sendable {
    case pre
    case warmUp = "warm_up"
    case live
    case interval
    case tieBreak = "tie_break"
    case review
    case injuryTimeout = "injury_timeout"
    case completed
    case retired
    case conceded
}

enum MatchSentiment: String, Codable, Hashable, Sendable {
    case neutral
    case tense
    case momentum
    case dominant
}
