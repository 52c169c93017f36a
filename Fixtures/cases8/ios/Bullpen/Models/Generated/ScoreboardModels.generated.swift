import Foundation

struct GameItem: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let awayTeam: Team
    let homeTeam: Team
    let awayRuns: Int
    let homeRuns: Int
    let inning: Int
    let isTopHalf: Bool
    let outs: Int
    let status: GameStatus
    let scoreText: String
    let statusText: String
    let inningText: String
    let countText: String?
    let sentiment: GameSentiment
    let firstPitchAt: Date
}

struct DivisionGroup: Codable, Hashable, Sendable {
    let name: String
    let games: [GameItem]
}

struct ScoreboardResponse: Codable, Hashable, Sendable {
    let date: String
    let divisions: [DivisionGroup]
}
