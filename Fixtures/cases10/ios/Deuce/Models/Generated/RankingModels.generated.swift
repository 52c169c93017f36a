import Foundation

// MARK: - RankingsResponse
struct RankingsResponse: Codable, Hashable, Sendable {
    let tour: String
    let weekLabel: String
    let entries: [RankingEntry]
}

// MARK: - RankingEntry
struct RankingEntry: Codable, Hashable, Sendable {
    let playerId: String
    let rank: Int
    let previousRank: Int?
    let name: String
    let countryCode: String
    let pointsText: String
    let movementText: String
}
