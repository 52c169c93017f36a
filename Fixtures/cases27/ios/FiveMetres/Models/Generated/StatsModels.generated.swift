// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/stats.schema.ts — regenerate with `npm run generate:schemas`.

import Foundation

// MARK: - PlayerStatsResponse
struct PlayerStatsResponse: Codable, Hashable, Sendable {
    let matchId: String
    let home: [PlayerStatLine]
    let away: [PlayerStatLine]
}

// MARK: - PlayerStatLine
struct PlayerStatLine: Codable, Hashable, Sendable {
    let playerId: String
    let capNumber: Int
    let nameText: String
    let goalsText: String
    let shotsText: String
    let exclusionsText: String
    let isGoalkeeper: Bool
    let savesText: String?
    let isInPlay: Bool
    let hasExcludedForGame: Bool

    enum CodingKeys: String, CodingKey {
        case playerId = "player_id"
        case capNumber = "cap_number"
        case nameText = "name_text"
        case goalsText = "goals_text"
        case shotsText = "shots_text"
        case exclusionsText = "exclusions_text"
        case isGoalkeeper = "is_goalkeeper"
        case savesText = "saves_text"
        case isInPlay = "is_in_play"
        case hasExcludedForGame = "has_excluded_for_game"
    }
}
