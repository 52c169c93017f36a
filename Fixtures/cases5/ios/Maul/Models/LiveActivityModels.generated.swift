// GENERATED FILE — DO NOT EDIT.
// Source: backend/src/schemas/liveActivity.ts (zod-to-json-schema → quicktype).
// Regenerate with `npm run generate:schemas` from the backend project root.
//
// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To parse the JSON, add this file to your project and do:
//
//   let liveActivityDisplayState = try? JSONDecoder().decode(LiveActivityDisplayState.self, from: jsonData)

import Foundation

// MARK: - LiveActivityDisplayState
struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let compact: LiveActivityCompact
    let expanded: LiveActivityExpanded
    let sentiment: MatchSentiment
    let isLive: Bool
}

// MARK: - LiveActivityCompact
struct LiveActivityCompact: Codable, Hashable, Sendable {
    let homeCode: String
    let awayCode: String
    let scoreText: String
    let clockText: String
}

// MARK: - LiveActivityExpanded
struct LiveActivityExpanded: Codable, Hashable, Sendable {
    let title: String
    let homeName: String
    let awayName: String
    let homeScoreText: String
    let awayScoreText: String
    let clockText: String
    let phaseLabel: String
    let lastEventText: String?
    let sinBinText: String?
    let footnote: String?
}

enum MatchSentiment: String, Codable, Hashable, Sendable {
    case comeback
    case dominant
    case neutral
    case tight
}
