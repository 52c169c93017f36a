// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To parse the JSON, add this file to your project and do:
//
//   let liveActivityDisplayState = try? JSONDecoder().decode(LiveActivityDisplayState.self, from: jsonData)
//
// Source: backend/src/schemas/liveActivity.ts. Regenerate with `npm run generate:schemas`.
// Shared by the Oche and OcheWidget targets.

import Foundation

// MARK: - LiveActivityDisplayState
struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let phase: MatchPhase
    let compact: LiveActivityCompact
    let expanded: LiveActivityExpanded
    let sentiment: MatchSentiment
    let homeSets: Int
    let awaySets: Int
    let homeThrowing: Bool
    let awayThrowing: Bool
    let legNumber: Int
    let legsPerSet: Int
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
    let title: String
    let statusText: String
    let homeRemainingText: String
    let awayRemainingText: String
    let setsText: String
    let legsText: String
    let lastVisitText: String
    let checkoutText: String?
    let resultText: String?
    let nextSessionAt: Date?
    let progressPercent: Int
}
