import Foundation

struct EventSummary: Codable, Hashable, Sendable, Identifiable {
    let eventId: String
    let name: String
    let tier: EventTier
    let datesText: String
    let tierText: String
    let startDate: Date
    let endDate: Date
    let city: String

    var id: String { eventId }

    var durationDays: Int {
        (Calendar.current.dateComponents([.day], from: startDate, to: endDate).day ?? 0) + 1
    }

    var headline: String {
        "\(name), \(city)"
    }
}

enum EventTier: String, Codable, Hashable, Sendable {
    case grandSmash = "grand_smash"
    case champions
    case starContender = "star_contender"
    case contender
    case worlds
    case olympics

    var sortOrder: Int {
        switch self {
        case .olympics: 0
        case .worlds: 1
        case .grandSmash: 2
        case .champions: 3
        case .starContender: 4
        case .contender: 5
        }
    }

    var badge: String {
        self == .grandSmash ? "Grand Smash" : rawValue.capitalized
    }
}

struct EventFilter: Codable, Hashable {
    let tiers: [EventTier]
    let includeTeamEvents: Bool
}
