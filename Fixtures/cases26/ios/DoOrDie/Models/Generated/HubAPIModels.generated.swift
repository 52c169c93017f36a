import Foundation

// MARK: - ScheduleResponse
struct ScheduleResponse: Codable, Hashable, Sendable {
    let leagues: [LeagueGroup]
}

// MARK: - LeagueGroup
struct LeagueGroup: Codable, Hashable, Sendable {
    let leagueName: String
    let matches: [MatchItem]
}

// MARK: - MatchItem
struct MatchItem: Codable, Hashable, Sendable {
    let matchID: String
    let title: String
    let scoreText: String
    let statusText: String
    let kickoffText: String

    enum CodingKeys: String, CodingKey {
        case matchID = "matchId"
        case title, scoreText, statusText, kickoffText
    }
}
