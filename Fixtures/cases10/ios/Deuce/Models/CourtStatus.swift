import Foundation

enum CourtStatus: String, Codable, Hashable, Sendable {
    case scheduled
    case inPlay = "in_play"
    case suspended
    case finished

    var label: String {
        switch self {
        case .scheduled: return "Scheduled"
        case .inPlay: return "In play"
        case .suspended: return "Suspended"
        case .finished: return "Finished"
        }
    }
}
