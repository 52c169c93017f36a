// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To parse the JSON, add this file to your project and do:
//
//   let scheduleResponse = try? JSONDecoder().decode(ScheduleResponse.self, from: jsonData)

import Foundation

// MARK: - ScheduleResponse
struct ScheduleResponse: Codable, Hashable, Sendable {
    let tournaments: [TournamentGroup]
    let generatedAt: String
}

// MARK: - TournamentGroup
struct TournamentGroup: Codable, Hashable, Sendable {
    let tournamentId: String
    let header: String
    let surfaceLabel: String
    let matches: [MatchItem]
}

// MARK: - MatchItem
struct MatchItem: Codable, Hashable, Sendable {
    let matchId: String
    let roundLabel: String
    let courtLabel: String
    let home: PlayerLine
    let away: PlayerLine
    let statusText: String
    let phase: String
    let isLive: Bool
    let startsAt: String
    let scoreSummary: String
    let homeGames: Int
    let awayGames: Int
    let elapsedMinutes: Int
    let rainDelayNote: String?
}

// MARK: - PlayerLine
struct PlayerLine: Codable, Hashable, Sendable {
    let playerId: String
    let name: String
    let flag: String
    let seedLabel: String?
    let setScores: [String]
    let isServing: Bool
    let isWinner: Bool
}
