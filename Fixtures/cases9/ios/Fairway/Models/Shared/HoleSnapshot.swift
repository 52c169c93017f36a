import Foundation

/// One hole of a player's round, as sent in the scorecard strip.
struct HoleSnapshot: Codable, Hashable, Sendable {
    let holeNumber: Int
    let parDisplay: String
    let strokesDisplay: String
    let resultKind: String
    let isCurrentHole: Bool
}
