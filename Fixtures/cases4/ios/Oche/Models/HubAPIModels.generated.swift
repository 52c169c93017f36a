// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To parse the JSON, add this file to your project and do:
//
//   let scheduleResponse = try? JSONDecoder.oche.decode(ScheduleResponse.self, from: jsonData)
//
// Source: backend/src/schemas/match.ts. Regenerate with `npm run generate:schemas`.

import Foundation

// MARK: - ScheduleResponse
struct ScheduleResponse: Codable, Hashable, Sendable {
    let sessions: [SessionGroup]
    let generatedAt: Date
}

// MARK: - SessionGroup
struct SessionGroup: Codable, Hashable, Sendable {
    let sessionId: String
    let header: String
    let matches: [MatchItem]
}

// MARK: - MatchItem
struct MatchItem: Codable, Hashable, Sendable {
    let matchId: String
    let eventName: String
    let roundName: String
    let phase: MatchPhase
    let home: PlayerLine
    let away: PlayerLine
    let bestOfSets: Int
    let startTime: Date
    let display: MatchDisplayState
}

// MARK: - PlayerLine
struct PlayerLine: Codable, Hashable, Sendable {
    let playerId: String
    let name: String
    let countryCode: String
    let setsWon: Int
    let legsWon: Int
    let remaining: Int
    let pointsScored: Int
    let dartsThrown: Int
    let isThrowing: Bool
}

// MARK: - MatchDisplayState
struct MatchDisplayState: Codable, Hashable, Sendable {
    let title: String
    let statusText: String
    let scoreText: String
    let setsText: String
    let legsText: String
    let homeAverageText: String
    let awayAverageText: String
    let lastVisitText: String?
    let checkoutText: String?
    let startTimeText: String
    let sentiment: MatchSentiment
    let progress: Double
}

// MARK: - MatchPhase
enum MatchPhase: String, Codable, Hashable, Sendable {
    case pre
    case live
    case interval
    case completed
    case abandoned
}

// MARK: - MatchSentiment
enum MatchSentiment: String, Codable, Hashable, Sendable {
    case neutral
    case tense
    case dominant
    case comeback
}
