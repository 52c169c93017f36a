// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/rankings.schema.ts — regenerate with `npm run generate:schemas`.
// To parse the JSON, add this file to your project and do:
//
//   let rankingsResponse = try? JSONDecoder().decode(RankingsResponse.self, from: jsonData)

import Foundation

// MARK: - RankingsResponse
struct RankingsResponse: Codable, Hashable, Sendable {
    let tour: Tour
    let weekOf: String
    let entries: [RankingEntry]
    let nextUpdateLabel: String?
}

// MARK: - RankingEntry
struct RankingEntry: Codable, Hashable, Sendable {
    let rank: Int
    let playerId, name, countryCode, pointsLabel: String
    let movementLabel: String?
    let tour: Tour
}

enum Tour: String, Codable, Hashable, Sendable {
    case atp = "atp"
    case wta = "wta"
}
