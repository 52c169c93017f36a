import Foundation

/// Full match data from GET /matches/:id.
struct Match: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let league: String
    let homeTeam: Team
    let awayTeam: Team
    let homeSetsWon: Int
    let awaySetsWon: Int
    let currentSet: Int
    let homePoints: Int
    let awayPoints: Int
    let phase: MatchPhase
    let startTime: Date
    let venue: String?
    let displayState: MatchDisplayState
    var isFollowed: Bool

    var scoreline: String {
        "\(homeSetsWon)–\(awaySetsWon)"
    }

    var isLive: Bool { phase == .live }
}
