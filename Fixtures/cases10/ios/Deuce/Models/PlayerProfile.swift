import Foundation

struct PlayerProfile: Codable, Hashable, Sendable {
    let playerId: String
    let name: String
    let countryCode: String
    let rank: Int
    let rankingPoints: String
    let titlesText: String
    let ageText: String
    let playsText: String
    var isFollowed: Bool

    func rankDescription() -> String {
        "World No. \(rank)"
    }
}
