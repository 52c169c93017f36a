import Foundation

enum MatchPhase: String, Codable, Hashable, Sendable {
    case pre
    case live
    case quarterBreak = "quarter_break"
    case halfTime = "half_time"
    case extraTime = "extra_time"
    case suspended
    case completed
    case abandoned
}

struct Match: Codable, Hashable, Sendable, Identifiable {
    let matchId: String
    let competition: String
    let round: String
    let homeTeam: Team
    let awayTeam: Team
    let venue: Venue?
    let startTime: Date
    let phase: MatchPhase
    let quarter: Int
    let homeGoals: Int
    let awayGoals: Int
    let displayState: MatchDisplayState
    var isFollowed: Bool

    var id: String { matchId }

    var scoreSummary: String {
        "\(homeTeam.abbreviation) \(homeGoals) – \(awayGoals) \(awayTeam.abbreviation)"
    }

    var hasStarted: Bool { phase != .pre }

    enum CodingKeys: String, CodingKey {
        case matchId = "match_id"
        case competition, round, homeTeam, awayTeam, venue, startTime, phase, quarter
        case homeGoals, awayGoals, displayState, isFollowed
    }
}

struct Venue: Codable, Hashable {
    let name: String
    let city: String
    let isIndoor: Bool
}
