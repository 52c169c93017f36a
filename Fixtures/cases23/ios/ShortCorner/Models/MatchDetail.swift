import Foundation

struct MatchDetail: Codable, Hashable, Sendable {
    let matchId: String
    let competition: String
    let homeTeam: Team
    let awayTeam: Team
    let phase: MatchPhase
    let homeScore: Int
    let awayScore: Int
    let quarter: Int
    let homeCornersWon: Int
    let homeCornersConverted: Int
    let awayCornersWon: Int
    let awayCornersConverted: Int
    let homePossession: Int
    let scoreText: String
    let statusText: String
    let clockText: String
    let possessionText: String
    let cornersText: String
    let events: [MatchEvent]
    var isFollowed: Bool

    var scoreline: String {
        "\(homeTeam.code) \(homeScore)–\(awayScore) \(awayTeam.code)"
    }

    var hasEvents: Bool { !events.isEmpty }
}

struct MatchEvent: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let kind: EventKind
    let minute: Int
    let playerName: String
    let teamCode: String
    let descriptionText: String

    func timelineLabel() -> String {
        "\(minute)' \(playerName) (\(teamCode))"
    }
}

enum EventKind: String, Codable, Hashable, Sendable {
    case fieldGoal = "field_goal"
    case penaltyCornerGoal = "pc_goal"
    case penaltyStrokeGoal = "ps_goal"
    case greenCard = "green_card"
    case yellowCard = "yellow_card"
    case redCard = "red_card"
    case videoReferral = "video_referral"
}
