// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/hub.schema.ts (npm run generate:schemas)

import Foundation

// MARK: - ScheduleResponse
struct ScheduleResponse: Codable, Hashable, Sendable {
    let groups: [LeagueGroup]
    let generatedAt: Date
}

// MARK: - LeagueGroup
struct LeagueGroup: Codable, Hashable, Sendable {
    let leagueId: String
    let leagueName: String
    let matches: [MatchItem]
}

// MARK: - MatchItem
struct MatchItem: Codable, Hashable, Sendable {
    let matchId: String
    let homeTeam: Team
    let awayTeam: Team
    let phase: MatchPhase
    let homeScore: Int
    let awayScore: Int
    let scoreText: String
    let statusText: String
    let kickoffText: String
    let venueText: String
    let startTime: Date
    let isFollowed: Bool
}

extension MatchItem {
    var isLive: Bool { phase == .live || phase == .quarterBreak || phase == .halfTime }
}
