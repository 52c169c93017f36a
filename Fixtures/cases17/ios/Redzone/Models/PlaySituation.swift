import Foundation

struct PlaySituation: Codable, Hashable, Sendable {
    enum Phase: String, Codable, Hashable, Sendable {
        case pregame, live, halftime, overtime, final
    }

    let playId: String
    let phase: Phase
    let downText: String
    let distanceText: String
    let distance: Int
    let description: String
    let liveNote: String
    let finalNote: String
    let overtimeNote: String
    let isTouchback: Bool
}
