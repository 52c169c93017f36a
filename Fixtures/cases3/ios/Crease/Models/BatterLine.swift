import Foundation

struct BatterLine: Codable, Hashable, Sendable, Identifiable {
    let playerId: String
    let name: String
    let runs: Int
    let balls: Int
    let fours: Int
    let sixes: Int
    let runsText: String
    let ballsText: String
    let strikeRateText: String
    let dismissalText: String?
    let isOnStrike: Bool

    var id: String { playerId }

    /// Used by the share sheet and the row's VoiceOver label.
    func summary() -> String {
        "\(name) \(runs) (\(balls))"
    }
}

struct BowlerLine: Codable, Hashable, Sendable, Identifiable {
    let playerId: String
    let name: String
    let figuresText: String
    let oversText: String
    let economy: Double
    let topSpeedKph: Double?

    var id: String { playerId }

    func hash(into hasher: inout Hasher) {
        hasher.combine(playerId)
    }
}

struct ExtrasBreakdown: Codable, Hashable, Sendable {
    let byes: Int
    let legByes: Int
    let wides: Int
    let noBalls: Int
    let summaryText: String
}

struct Partnership: Codable, Hashable, Sendable {
    let runs: Int
    let balls: Int
    let label: String
}

struct Scorecard: Codable, Hashable, Sendable {
    let matchId: String
    let inningsTitle: String
    let batters: [BatterLine]
    let bowlers: [BowlerLine]
    let extras: ExtrasBreakdown
    let partnership: Partnership?
    let totalText: String
}
