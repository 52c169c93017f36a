import Foundation

struct MatchClock: Codable, Hashable, Sendable {
    let quarter: Int
    let elapsedSeconds: Int
    let isRunning: Bool
    let clockText: String
    let periodText: String

    var minuteLabel: String {
        "\(elapsedSeconds / 60 + (quarter - 1) * 15)'"
    }

    var accessibilityText: String {
        let ordinal = NumberFormatter()
        ordinal.numberStyle = .ordinal
        return "\(ordinal.string(from: NSNumber(value: quarter)) ?? "") quarter"
    }

    static func == (lhs: MatchClock, rhs: MatchClock) -> Bool {
        lhs.quarter == rhs.quarter && lhs.elapsedSeconds == rhs.elapsedSeconds
    }
}

struct ShootoutSummary: Codable, Hashable, Sendable {
    let homeCode: String
    let awayCode: String
    let homeConverted: Int
    let awayConverted: Int
    let attemptsTaken: Int
    let summaryText: String

    var tally: String { "\(homeConverted)–\(awayConverted)" }

    func leaderDescription() -> String {
        if homeConverted == awayConverted { return "Level in the shootout" }
        return homeConverted > awayConverted ? "\(homeCode) ahead" : "\(awayCode) ahead"
    }

    var isSuddenDeath: Bool { attemptsTaken >= 10 }
}
