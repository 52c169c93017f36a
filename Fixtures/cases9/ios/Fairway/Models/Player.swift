import Foundation

/// A touring professional as returned by GET /players/:id.
struct Player: Codable, Hashable, Sendable {
    let playerId: String
    let firstName: String
    let lastName: String
    let countryCode: String
    let worldRankingDisplay: String
    var headshotURL: URL?
    let isAmateur: Bool

    var id: String { playerId }

    var fullName: String {
        "\(firstName) \(lastName)"
    }

    func rankingLine(for season: Int) -> String {
        "World No. \(worldRankingDisplay) · \(season) season"
    }

    static let placeholderId = "unknown-player"
}
