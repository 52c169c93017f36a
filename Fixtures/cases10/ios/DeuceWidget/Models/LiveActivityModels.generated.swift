// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/liveActivity.schema.ts (run `npm run generate:schemas` in backend/)

import Foundation

// MARK: - LiveActivityDisplayState
struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let compact: LiveActivityCompact
    let expanded: LiveActivityExpanded
    let phase: MatchPhase
    let sentiment: MatchSentiment
    let servingSide: ServingSide
    let homeSetsWon: Int
    let awaySetsWon: Int
    let resumesAt: Date?
    let matchURL: String
    let momentumNote: String?
    let updatedAt: Date

    enum CodingKeys: String, CodingKey {
        case compact, expanded, phase, sentiment, servingSide, homeSetsWon, awaySetsWon, resumesAt
        case matchURL = "matchUrl"
        case momentumNote, updatedAt
    }
}

// MARK: - LiveActivityCompact
struct LiveActivityCompact: Codable, Hashable, Sendable {
    let leadingLabel: String
    let trailingScore: String
    let minimalScore: String
}

// MARK: - LiveActivityExpanded
struct LiveActivityExpanded: Codable, Hashable, Sendable {
    let homeName: String
    let awayName: String
    let homeCountryCode: String
    let awayCountryCode: String
    let setsLine: String
    let pointsLine: String
    let statusLine: String
    let footnote: String?
}

enum MatchPhase: String, Codable, Hashable, Sendable {
    case pre
    case live
    case suspended
    case completed
    case retired
    case walkover
}

enum MatchSentiment: String, Codable, Hashable, Sendable {
    case neutral
    case tight
    case momentum
    case decisive
}

enum ServingSide: String, Codable, Hashable, Sendable {
    case home
    case away
    case none
}
