import Foundation

struct Match: Codable, Hashable, Sendable, Identifiable {
    let matchId: String
    let code: SportCode
    let competition: String
    let round: String
    let homeTeam: Team
    let awayTeam: Team
    let homeGoals: Int
    let homePoints: Int
    let awayGoals: Int
    let awayPoints: Int
    let minute: Int
    let displayState: MatchDisplayState
    let startTime: Date
    var isFollowed: Bool

    var id: String { matchId }

    var homeTotal: Int {
        homeGoals * 3 + homePoints
    }

    var statusLine: String {
        switch displayState.phase {
        case .halfTime: return "Half time"
        case .completed: return "Full time"
        default: return displayState.clockText
        }
    }

    func marginDescription() -> String {
        let away = awayGoals * 3 + awayPoints
        let diff = abs(homeTotal - away)
        return diff == 0 ? "Level" : "\(diff) in it"
    }
}
