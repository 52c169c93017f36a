import Foundation

struct RankingEntry: Codable, Hashable {
    let playerId: String
    let position: Int
    let points: Int
    let movementText: String
    let name: String
    let flagEmoji: String

    static func == (lhs: RankingEntry, rhs: RankingEntry) -> Bool { lhs.playerId == rhs.playerId }
    func hash(into hasher: inout Hasher) { hasher.combine(playerId) }
}
