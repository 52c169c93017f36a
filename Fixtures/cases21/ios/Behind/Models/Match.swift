import Foundation

struct Match: Codable, Hashable, Sendable, Identifiable {
    let matchId: String
    let competition: String
    let roundLabel: String
    let homeTeam: Team
    let awayTeam: Team
    let venue: String
    let startTime: Date
    let displayState: MatchDisplayState
    var isFollowed: Bool
    var followedTeamId: String?

    var id: String { matchId }

    var title: String {
        "\(homeTeam.name) v \(awayTeam.name)"
    }

    var accessibilityIdentifier: String {
        "match-\(matchId)"
    }

    func marginDescription() -> String {
        let diff = displayState.homeTotal - displayState.awayTotal
        if diff == 0 { return "Scores level" }
        let leader = diff > 0 ? homeTeam.abbreviation : awayTeam.abbreviation
        return "\(leader) by \(abs(diff))"
    }
}
