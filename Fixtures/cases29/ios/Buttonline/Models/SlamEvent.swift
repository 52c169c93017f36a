import Foundation

enum SlamTier: String, Codable, Hashable, Sendable, CaseIterable {
    case grandSlam = "grand_slam"
    case worlds
    case olympics
}

struct SlamEvent: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let name: String
    let tier: SlamTier
    let venue: Venue
    let drawCount: Int
    let datesLabel: String

    var sortKey: String { id }
}
