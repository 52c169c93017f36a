import Foundation

struct BoxScore: Codable, Hashable, Sendable {
    let gameId: String
    let linescore: [InningLine]
    let batters: [BoxScoreLine]
    let pitchers: [PitchingLine]
    let totalsText: String
}

struct InningLine: Codable, Hashable, Sendable {
    let inning: Int
    let awayText: String
    let homeText: String
}

struct BoxScoreLine: Codable, Hashable {
    let playerId: String
    let name: String
    let position: String
    let order: Int
    let atBats: Int
    let hits: Int
    let runsBattedIn: Int
    let isAtBat: Bool
    let slashText: String
}

struct PitchingLine: Codable, Hashable, Sendable {
    let playerId: String
    let name: String
    let inningsPitchedText: String
    let pitchCount: Int
    let strikeouts: Int
    let isCurrentPitcher: Bool
    let lineText: String
}
