import Foundation

struct Player: Codable, Hashable, Sendable {
    let playerId: String
    let name: String
    let shortName: String
    let flagEmoji: String
    let worldRank: Int?

    var rankText: String {
        guard let worldRank else { return "Unranked" }
        return "No. \(worldRank)"
    }

    var initials: String {
        name.split(separator: " ").compactMap(\.first).map(String.init).joined()
    }
}
