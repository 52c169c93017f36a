import Foundation

// MARK: - RankingsResponse
struct RankingsResponse: Codable, Hashable, Sendable {
    let updatedText: String
    let entries: [RankingEntry]
}

// MARK: - RankingEntry
struct RankingEntry: Codable, Hashable, Sendable {
    let position: Int
    let playerId: String
    let name: String
    let flagEmoji: String
    let prizeMoney: Int
    let movement: Int
    let prizeMoneyText: String
    let movementText: String
}
