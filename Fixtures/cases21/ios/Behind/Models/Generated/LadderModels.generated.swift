// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/ladder.ts — run `npm run generate:schemas` to regenerate.

import Foundation

// MARK: - LadderResponse
struct LadderResponse: Codable, Hashable, Sendable {
    let competition: String
    let roundLabel: String
    let rows: [LadderRow]
}

// MARK: - LadderRow
struct LadderRow: Codable, Hashable, Sendable {
    let teamId: String
    let position: Int
    let positionText: String
    let teamName: String
    let played: Int
    let wins: Int
    let losses: Int
    let draws: Int
    let points: Int
    let pointsText: String
    let percentage: Double
    let percentageText: String
    let isInTopEight: Bool

    enum CodingKeys: String, CodingKey {
        case teamId = "team_id"
        case position
        case positionText = "position_text"
        case teamName = "team_name"
        case played, wins, losses, draws, points
        case pointsText = "points_text"
        case percentage
        case percentageText = "percentage_text"
        case isInTopEight = "is_in_top_eight"
    }
}
