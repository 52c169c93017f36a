// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/hub.ts — run `npm run generate:schemas` to regenerate.

import Foundation

// MARK: - MatchItem
struct MatchItem: Codable, Hashable, Sendable {
    let matchId: String
    let competition: String
    let roundLabel: String
    let homeTeam: Team
    let awayTeam: Team
    let displayState: MatchDisplayState
    let startTime: Date
    let venueText: String
}

// MARK: - RoundGroup
struct RoundGroup: Codable, Hashable, Sendable {
    let roundLabel: String
    let matches: [MatchItem]
}

// MARK: - FixtureResponse
struct FixtureResponse: Codable, Hashable, Sendable {
    let rounds: [RoundGroup]
    let generatedAt: Date
}

extension MatchItem: Identifiable {
    var id: String { matchId }
}
