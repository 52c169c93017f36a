import Foundation

// MARK: - MatchItem
struct MatchItem: Codable, Hashable, Sendable {
    let matchId: String
    let code: SportCode
    let competition: String
    let homeTeam: TeamSummary
    let awayTeam: TeamSummary
    let displayState: MatchDisplayState
    let startTime: Date
}

// MARK: - TeamSummary
struct TeamSummary: Codable, Hashable, Sendable {
    let teamId: String
    let name: String
    let abbreviation: String
    let goals: Int
    let points: Int
}

// MARK: - CompetitionGroup
struct CompetitionGroup: Codable, Hashable, Sendable {
    let competitionId: String
    let headerText: String
    let matches: [MatchItem]
}

// MARK: - ScheduleResponse
struct ScheduleResponse: Codable, Hashable, Sendable {
    let groups: [CompetitionGroup]
    let generatedAt: Date
}

enum SportCode: String, Codable, Hashable, Sendable {
    case hurling
    case camogie
    case football
}

extension MatchItem {
    var scoreline: String {
        "\(homeTeam.goals)-\(homeTeam.points) v \(awayTeam.goals)-\(awayTeam.points)"
    }
}
