// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/match.schema.ts — regenerate with `npm run generate:schemas`.
// To parse the JSON, add this file to your project and do:
//
//   let scheduleResponse = try? JSONDecoder().decode(ScheduleResponse.self, from: jsonData)

import Foundation

// MARK: - ScheduleResponse
struct ScheduleResponse: Codable, Hashable, Sendable {
    let groups: [TournamentGroup]
    let generatedAt: Int
    let emptyMessage: String?
}

// MARK: - TournamentGroup
struct TournamentGroup: Codable, Hashable, Sendable {
    let tournamentId, name: String
    let surface: Surface
    let matches: [MatchItem]
}

// MARK: - MatchItem
struct MatchItem: Codable, Hashable, Sendable {
    let matchId, tournamentId, round, court: String
    let status: MatchStatus
    let home, away: PlayerSummary
    let sets: [SetScore]
    let scoreLine: String
    let pointScore: String?
    let statusText: String
    let liveNote: String?
    let startsAt: Date
    let isServingHome: Bool?
    let stats: MatchStats?
}

// MARK: - PlayerSummary
struct PlayerSummary: Codable, Hashable, Sendable {
    let playerId, name, shortName, countryCode: String
    let seed, ranking: Int?
    let flagEmoji: String
}

// MARK: - SetScore
struct SetScore: Codable, Hashable, Sendable {
    let home, away: Int
    let tiebreakLoserPoints: Int?
}

// MARK: - MatchStats
struct MatchStats: Codable, Hashable, Sendable {
    let lines: [StatLine]
    let firstServeIn, firstServeTotal: [Int]
    let fastestServeKmh: Double
    let durationMinutes: Int
    let summaryLine: String
}

// MARK: - StatLine
struct StatLine: Codable, Hashable, Sendable {
    let label, home, away: String
    let homeShare: Double
}

// MARK: - PointByPointResponse
struct PointByPointResponse: Codable, Hashable, Sendable {
    let matchId: String
    let points: [PointEvent]
}

// MARK: - PointEvent
struct PointEvent: Codable, Hashable, Sendable {
    let sequence, serverPoints, receiverPoints: Int
    let scoreAfter, description: String
    let isBreakPoint: Bool
}

enum MatchStatus: String, Codable, Hashable, Sendable {
    case cancelled = "cancelled"
    case completed = "completed"
    case live = "live"
    case retired = "retired"
    case scheduled = "scheduled"
    case suspended = "suspended"
    case walkover = "walkover"
}

enum Surface: String, Codable, Hashable, Sendable {
    case clay = "clay"
    case grass = "grass"
    case hard = "hard"
    case indoor = "indoor"
}

extension MatchItem: Identifiable {
    var id: String { matchId }
}
