// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/match.ts
// To regenerate: cd backend && npm run generate:schemas

import Foundation

// MARK: - MatchItem
struct MatchItem: Codable, Hashable, Sendable {
    let matchId: String
    let tournament: String
    let round: String
    let status: MatchStatus
    let player1: PlayerSummary
    let player2: PlayerSummary
    let framesWon1: Int
    let framesWon2: Int
    let bestOf: Int
    let sessionNumber: Int
    let frames: [FrameScore]
    let currentBreak: BreakEvent?
    let displayState: MatchDisplayState
    let startTime: Date
}

// MARK: - MatchStatus
enum MatchStatus: String, Codable, Hashable, Sendable {
    case scheduled
    case live
    case interval
    case betweenSessions = "between_sessions"
    case concluded
    case walkover
}

// MARK: - PlayerSummary
struct PlayerSummary: Codable, Hashable, Sendable {
    let playerId: String
    let name: String
    let shortName: String
    let flagEmoji: String
    let ranking: Int?
}

// MARK: - FrameScore
struct FrameScore: Codable, Hashable, Sendable {
    let frameNumber: Int
    let points1: Int
    let points2: Int
    let pointsRemaining: Int
    let highBreak1: Int?
    let highBreak2: Int?
    let winnerSide: Int?
    let frameLabel: String
    let scoreText: String
}

// MARK: - BreakEvent
struct BreakEvent: Codable, Hashable, Sendable {
    let playerId: String
    let points: Int
    let ballsPotted: Int
    let isMaximum: Bool
    let breakText: String
}

// MARK: - ScheduleResponse
struct ScheduleResponse: Codable, Hashable, Sendable {
    let groups: [TournamentGroup]
}

// MARK: - TournamentGroup
struct TournamentGroup: Codable, Hashable, Sendable {
    let tournamentId: String
    let headerText: String
    let matches: [MatchItem]
}
