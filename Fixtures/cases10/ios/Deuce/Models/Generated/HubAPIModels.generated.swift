// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/match.schema.ts (run `npm run generate:schemas` in backend/)

import Foundation

// MARK: - ScheduleResponse
struct ScheduleResponse: Codable, Hashable, Sendable {
    let tournaments: [TournamentGroup]
    let generatedAt: Date
}

// MARK: - TournamentGroup
struct TournamentGroup: Codable, Hashable, Sendable {
    let tournamentId: String
    let title: String
    let subtitle: String
    let surface: String
    let matches: [MatchItem]
}

// MARK: - MatchItem
struct MatchItem: Codable, Hashable, Sendable {
    let matchId: String
    let roundLabel: String
    let courtLabel: String
    let home: MatchSide
    let away: MatchSide
    let scoreLine: String
    let statusText: String
    let bannerText: String?
    let isLive: Bool
    let phase: MatchPhase
    let startTime: Date
    let homeGames: Int
    let awayGames: Int
    let currentSet: Int
    let bestOf: Int
}

// MARK: - MatchSide
struct MatchSide: Codable, Hashable, Sendable {
    let playerId: String
    let name: String
    let shortName: String
    let countryCode: String
    let seedLabel: String?
    let isServing: Bool
    let isWinner: Bool
    let setScores: [String]
}

// MARK: - LiveMatchesResponse
struct LiveMatchesResponse: Codable, Hashable, Sendable {
    let matches: [MatchItem]
}

extension MatchItem {
    var isDecidingSet: Bool {
        currentSet == bestOf
    }
}
