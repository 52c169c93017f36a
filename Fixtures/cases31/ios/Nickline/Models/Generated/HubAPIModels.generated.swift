// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To parse the JSON, add this file to your project and do:
//
//   let scheduleResponse = try? JSONDecoder().decode(ScheduleResponse.self, from: jsonData)

import Foundation

// MARK: - ScheduleResponse
struct ScheduleResponse: Codable, Hashable, Sendable {
    let days: [TournamentDay]
    let generatedAt: String
}

// MARK: - TournamentDay
struct TournamentDay: Codable, Hashable, Sendable {
    let dayLabel: String
    let tournaments: [TournamentGroup]
}

// MARK: - TournamentGroup
struct TournamentGroup: Codable, Hashable, Sendable {
    let tournamentId: String
    let tournamentName: String
    let tierLabel: String
    let matches: [MatchItem]
}

// MARK: - MatchItem
struct MatchItem: Codable, Hashable, Sendable {
    let matchId: String
    let roundLabel: String
    let courtLabel: String
    let playerA: PlayerLine
    let playerB: PlayerLine
    let display: MatchItemDisplay
    let startTime: String
    let isLive: Bool

    enum CodingKeys: String, CodingKey {
        case matchId = "match_id"
        case roundLabel, courtLabel, playerA, playerB, display, startTime, isLive
    }
}

// MARK: - PlayerLine
struct PlayerLine: Codable, Hashable, Sendable {
    let playerId: String
    let name: String
    let flag: String
    let seedLabel: String?
    let gamesWon: Int
    let pointsInGame: Int
    let isServing: Bool
}

// MARK: - MatchItemDisplay
struct MatchItemDisplay: Codable, Hashable, Sendable {
    let gamesLine: String
    let pointsLine: String
    let statusLabel: String
    let gameScores: [String]
    let startLabel: String
    let durationLabel: String?
    let lastRallyText: String?
}

extension MatchItem {
    var shortLine: String {
        "\(playerA.name) v \(playerB.name)"
    }
}
