import Foundation

struct Player: Codable, Hashable, Sendable, Identifiable {
    let playerId: String
    let firstName: String
    let lastName: String
    let countryCode: String
    let flag: String
    let rankingLabel: String
    var seed: Int?

    var id: String { playerId }

    var shortName: String {
        "\(firstName.prefix(1)). \(lastName)"
    }

    func seedBadge() -> String? {
        guard let seed else { return nil }
        return "[\(seed)]"
    }
}
