import Foundation

struct Player: Codable, Hashable, Sendable {
    let playerId: String
    let fullName: String
    let countryCode: String
    let flag: String
    let worldRanking: Int?
    var seedLabel: String?

    var id: String { playerId }
}
