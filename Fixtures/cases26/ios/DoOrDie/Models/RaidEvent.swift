import Foundation

enum RaidOutcome: String, Codable, Hashable, Sendable {
    case successful = "successful"
    case tackled = "tackled"
    case empty = "empty"
    case superTackle = "super_tackle"
}

struct RaidEvent: Codable, Hashable, Sendable, Identifiable {
    let eventId: String
    let raiderName: String
    let outcome: RaidOutcome
    let touchPoints: Int
    let bonusPoints: Int
    let isDoOrDie: Bool
    let clockText: String
    let headline: String
    let detail: String
    let sentiment: String

    var id: String { eventId }

    var summary: String {
        switch outcome {
        case .successful: return "\(raiderName) scores \(touchPoints + bonusPoints)"
        case .tackled: return "\(raiderName) tackled"
        case .empty: return "Empty raid"
        case .superTackle: return "Super tackle on \(raiderName)"
        }
    }
}
