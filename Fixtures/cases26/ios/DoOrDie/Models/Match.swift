import Foundation

struct Match: Codable, Hashable, Sendable, Identifiable {
    let matchId: String
    let competition: String
    let homeTeam: Team
    let awayTeam: Team
    let homePoints: Int
    let awayPoints: Int
    let half: Int
    let status: String
    let startTime: Date
    let displayState: MatchDisplayState
    var isFollowed: Bool

    var id: String { matchId }

    var scoreLine: String {
        "\(homePoints) - \(awayPoints)"
    }

    var isLive: Bool {
        status == "live"
    }

    func halfDescription() -> String {
        half == 1 ? "First half" : "Second half"
    }

    enum CodingKeys: String, CodingKey {
        case matchId = "match_id"
        case competition, homeTeam, awayTeam, homePoints, awayPoints, half, status, startTime, displayState, isFollowed
    }
}
