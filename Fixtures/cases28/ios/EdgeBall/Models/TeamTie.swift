import Foundation

struct TeamTie: Codable, Sendable {
    let tieId: String
    let homeTeamName: String
    let awayTeamName: String
    let tieScoreText: String
    let rubbers: [Rubber]
    let venueName: String?
}

struct Rubber: Codable, Hashable, Sendable, Identifiable {
    let rubberNumber: Int
    let home: Player
    let away: Player
    let gamesText: String
    var statusText: String

    var id: Int { rubberNumber }

    static let placeholderCount = 5
}
