import Foundation

struct Match: Codable, Hashable, Sendable, Identifiable {
    let matchId: String
    let competitionName: String
    let roundName: String
    let homeTeam: Team
    let awayTeam: Team
    let homeGoals: Int
    let awayGoals: Int
    let quarter: Int
    let periodClockSeconds: Int
    let shotClockSeconds: Int?
    let venue: String
    let isOutdoorPool: Bool
    let startTime: Date
    let displayState: MatchDisplayState
    var lastUpdated: Date

    var id: String { matchId }

    var scoreLine: String {
        "\(homeGoals)–\(awayGoals)"
    }

    var kickoffText: String {
        startTime.formatted(date: .abbreviated, time: .shortened)
    }

    func quarterLabel() -> String {
        quarter > 4 ? "Shootout" : "Q\(quarter)"
    }

    func involves(teamId: String) -> Bool {
        homeTeam.id == teamId || awayTeam.id == teamId
    }

    enum CodingKeys: String, CodingKey {
        case matchId = "match_id"
        case competitionName = "competition_name"
        case roundName = "round_name"
        case homeTeam = "home_team"
        case awayTeam = "away_team"
        case homeGoals = "home_goals"
        case awayGoals = "away_goals"
        case quarter
        case periodClockSeconds = "period_clock_seconds"
        case shotClockSeconds = "shot_clock_seconds"
        case venue
        case isOutdoorPool = "is_outdoor_pool"
        case startTime = "start_time"
        case displayState = "display_state"
        case lastUpdated = "last_updated"
    }
}
