import Foundation

enum GameStatus: String, Codable, Hashable, Sendable {
    case scheduled
    case inProgress = "in_progress"
    case delayed
    case final
    case postponed
}
