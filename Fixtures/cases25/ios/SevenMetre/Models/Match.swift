import Foundation

struct Match: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let competition: String
    let competitionCode: String
    let homeTeam: Team
    let awayTeam: Team
    let startTime: Date
    let venue: String
    var displayState: MatchDisplayState
    let isFollowed: Bool

    var kickoffText: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEE d MMM, HH:mm"
        return formatter.string(from: startTime)
    }

    var title: String {
        homeTeam.name + " v " + awayTeam.name
    }

    var hasStarted: Bool { startTime <= Date() }

    enum CodingKeys: String, CodingKey {
        case id = "match_id"
        case competition
        case competitionCode = "competition_code"
        case homeTeam = "home_team"
        case awayTeam = "away_team"
        case startTime = "start_time"
        case venue
        case displayState = "display_state"
        case isFollowed = "is_followed"
    }
}
