import Foundation

struct MatchDisplayState: Codable, Hashable, Sendable {
    let statusText: String
    let gamesText: String
    let pointsText: String
    let kickoffText: String
    let servePointsWonText: String?
    let receivePointsWonText: String?
    let timeoutsText: String?
    let noteText: String?
    let isLive: Bool
    let accentName: String
}
