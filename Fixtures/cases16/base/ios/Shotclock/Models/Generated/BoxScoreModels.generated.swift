import Foundation

// MARK: - BoxScoreResponse
struct BoxScoreResponse: Codable, Hashable, Sendable {
    let gameId: String
    let home: TeamBoxScore
    let away: TeamBoxScore
}

// MARK: - TeamBoxScore
struct TeamBoxScore: Codable, Hashable, Sendable {
    let teamId: String
    let totalsLine: String
    let players: [PlayerLine]
}

// MARK: - PlayerLine
struct PlayerLine: Codable, Hashable, Sendable {
    let playerId: String
    let name: String
    let minutesText: String
    let points: Int
    let rebounds: Int
    let assists: Int
    let fieldGoals: String
    let isOnCourt: Bool
}
