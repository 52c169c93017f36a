import Foundation

struct Game: Codable, Hashable, Sendable, Identifiable {
    let gameId: String
    let league: String
    let homeTeam: Team
    let awayTeam: Team
    let homeScore: Int
    let awayScore: Int
    let quarter: Int
    let clockSeconds: Int
    let down: Int
    let distance: Int
    let yardLine: Int
    let homeTimeoutsUsed: Int
    var isFollowed: Bool
    let displayState: GameDisplayState
    let scoringPlays: [ScoringPlay]

    var id: String { gameId }
}
