import Foundation

struct Runner: Codable, Hashable, Sendable, Identifiable {
    let runnerId: String
    let horseName: String
    let jockeyName: String
    let trainerName: String
    let saddleCloth: Int
    let oddsText: String
    let oddsNumerator: Int
    let oddsDenominator: Int
    let previousOddsText: String?
    let isNonRunner: Bool
    let position: Int?
    let positionText: String?
    let beatenLengths: Double?
    let beatenDistanceText: String?
    let silkEmoji: String
    let isFavourite: Bool

    var id: String { runnerId }

    /// Stable identifier for UI tests, never shown to the user.
    var accessibilityID: String { "runner-\(runnerId)" }
}
