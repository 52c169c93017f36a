import Foundation

struct MatchItem: Codable, Hashable, Sendable, Identifiable {
    let matchId: String
    let eventName: String
    let roundName: String
    let tableNumber: Int?
    let bestOf: Int
    let startsAt: Date
    let phase: MatchPhase
    let home: Player
    let away: Player
    let games: [GameScore]
    let display: MatchDisplayState
    var isFollowed: Bool

    var id: String { matchId }

    var title: String {
        "\(home.shortName) v \(away.shortName)"
    }

    var tableLabel: String? {
        tableNumber.map { "Table \($0)" }
    }

    var hasStarted: Bool { phase != .pre }
}

struct GameScore: Codable, Hashable, Sendable {
    let gameNumber: Int
    let home: Int
    let away: Int

    func summary() -> String {
        String(format: "%d-%d", home, away)
    }
}

enum MatchPhase: String, Codable, Hashable, Sendable {
    case pre
    case live
    case betweenGames = "between_games"
    case timeout
    case delayed
    case completed
    case walkover

    var displayName: String {
        switch self {
        case .pre: return "Upcoming"
        case .live: return "Live"
        case .betweenGames: return "Break"
        case .timeout: return "Timeout"
        case .delayed: return "Delayed"
        case .completed: return "Final"
        case .walkover: return "W/O"
        }
    }
}
