import Foundation

/// Player profile as returned by GET /players/:id.
struct Player: Codable, Hashable {
    let playerId: String
    let name: String
    let nationality: String
    let flagEmoji: String
    let ranking: Int?
    let centuriesThisSeason: Int
    let highestBreak: Int
    let profileBlurb: String

    /// Players are keyed by id — two fetches of the same profile are the same player.
    static func == (lhs: Player, rhs: Player) -> Bool {
        lhs.playerId == rhs.playerId
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(playerId)
    }
}
