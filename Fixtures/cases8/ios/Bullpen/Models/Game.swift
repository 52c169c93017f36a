import Foundation

/// Full game payload from GET /games/:id.
struct Game: Codable, Hashable, Sendable, Identifiable {
    let gameId: String
    let awayTeam: Team
    let homeTeam: Team
    let status: GameStatus
    let phase: GamePhase
    let inning: Int
    let isTopHalf: Bool
    let balls: Int
    let strikes: Int
    let outs: Int
    let awayRuns: Int
    let homeRuns: Int
    let runnersOn: [Int]
    let scoreText: String
    let inningText: String
    let countText: String
    let statusText: String
    let delayNote: String?
    let venue: String
    var isFollowed: Bool

    var id: String { gameId }

    enum CodingKeys: String, CodingKey {
        case gameId = "game_id"
        case awayTeam, homeTeam, status, phase, inning, isTopHalf
        case balls, strikes, outs, awayRuns, homeRuns, runnersOn
        case scoreText, inningText, countText, statusText, delayNote, venue
        case isFollowed
    }
}
