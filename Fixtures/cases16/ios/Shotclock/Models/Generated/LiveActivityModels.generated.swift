// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To parse the JSON, add this file to your project and do:
//
//   let liveActivityDisplayState = try? JSONDecoder().decode(LiveActivityDisplayState.self, from: jsonData)

import Foundation

// MARK: - LiveActivityDisplayState
struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let gameId: String
    let homeScore: String
    let awayScore: String
    let periodLabel: String
    let clockText: String
    let shotClockText: String?
    let homeFoulsText: String
    let awayFoulsText: String
    let runText: String?
    let liveNote: String?
    let bonusText: String?
    let phase: GamePhase
    let sentiment: Sentiment
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
    let headline: String
    let homeLine: String
    let awayLine: String
    let footer: String
}

// MARK: - GamePhase
enum GamePhase: String, Codable, Hashable, Sendable {
    case pregame
    case live
    case halftime
    case overtime
    case final
    case postponed
}

// MARK: - Sentiment
enum Sentiment: String, Codable, Hashable, Sendable {
    case neutral, tense, blowout, comeback
}

// MARK: - Convenience
extension GamePhase {
    var isInProgress: Bool { self == .live || self == .overtime || self == .halftime }
}
