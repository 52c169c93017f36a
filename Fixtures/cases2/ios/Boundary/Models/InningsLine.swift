import Foundation

struct InningsLine: Codable, Hashable, Sendable {
    let battingSideID: String
    let runs: Int
    let wickets: Int
    let legalBalls: Int
    let maxBalls: Int
    let oversText: String
    let target: Int?
    let batters: [BatterLine]
}

struct BatterLine: Codable, Hashable, Sendable {
    let name: String
    let runs: Int
    let balls: Int
    let isOnStrike: Bool
    let figuresText: String
}
