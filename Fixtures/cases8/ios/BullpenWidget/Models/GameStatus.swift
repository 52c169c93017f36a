import Foundation

enum GameStatus: String, Codable, Hashable, Sendable {
    case scheduled
    case inProgress = "inProgress"
    case delayed
    case final
    case postponed
}
