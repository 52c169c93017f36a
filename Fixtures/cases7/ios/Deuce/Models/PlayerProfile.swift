import Foundation

/// GET /players/:id. Hand-written until the player endpoint gets a Zod schema.
struct PlayerProfile: Codable, Hashable {
    let playerId: String
    let firstName: String
    let lastName: String
    let countryCode: String
    let ranking: Int?
    let rankingPointsLabel: String
    let titlesLabel: String
    let bio: String?
    var isFollowed: Bool

    var displayName: String {
        "\(firstName.prefix(1)). \(lastName)"
    }
}
