import Foundation

struct Match: Codable, Hashable, Sendable {
    let matchId: String
    let league: String
    let homeTeam: Team
    let awayTeam: Team
    let phase: MatchPhase
    let currentInnings: Int
    let runs: Int
    let wickets: Int
    let target: Int?
    let chase: ChaseSummary?
    let innings: [InningsSummary]
    let displayState: MatchDisplayState
    let startTime: Date
}

struct ChaseSummary: Codable, Hashable, Sendable {
    let runs: Int
    let balls: Int
}

struct InningsSummary: Codable, Hashable, Sendable {
    let number: Int
    let battingTeamId: String
    let runs: Int
    let wickets: Int
    let oversBowled: Double
    let batters: [BatterScore]
}

struct BatterScore: Codable, Hashable, Sendable {
    let playerId: String
    let name: String
    let runs: Int
    let balls: Int
    let scoreText: String
    let isOnStrike: Bool
}

struct CommentaryLine: Codable, Hashable, Sendable {
    let ballId: String
    let text: String
}
