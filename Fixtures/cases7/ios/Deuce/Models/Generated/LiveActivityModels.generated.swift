// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/liveActivity.schema.ts — regenerate with `npm run generate:schemas`.
// To parse the JSON, add this file to your project and do:
//
//   let liveActivityDisplayState = try? JSONDecoder().decode(LiveActivityDisplayState.self, from: jsonData)

import Foundation

// MARK: - LiveActivityDisplayState
struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let phase: MatchPhase
    let sentiment: MatchSentiment
    let compact: LiveActivityCompact
    let expanded: LiveActivityExpanded
    let updatedAt: Int
}

// MARK: - LiveActivityCompact
struct LiveActivityCompact: Codable, Hashable, Sendable {
    let leadingText, trailingText, minimalText: String
}

// MARK: - LiveActivityExpanded
struct LiveActivityExpanded: Codable, Hashable, Sendable {
    let title, homeLine, awayLine, pointScore: String
    let serving: Serving
    let statusNote: String?
    let footer: String
}

enum Serving: String, Codable, Hashable, Sendable {
    case away = "away"
    case home = "home"
    case none = "none"
}

enum MatchPhase: String, Codable, Hashable, Sendable {
    case completed = "completed"
    case live = "live"
    case pre = "pre"
    case suspended = "suspended"
    case tiebreak = "tiebreak"
}

enum MatchSentiment: String, Codable, Hashable, Sendable {
    case dominant = "dominant"
    case neutral = "neutral"
    case swing = "swing"
    case tense = "tense"
}
