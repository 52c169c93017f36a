import Foundation

struct MatchItem: Codable, Hashable, Sendable {
    let matchId: String
    let league: String
    let homeTeam: Team
    let awayTeam: Team
    let homeScore: String?
    let awayScore: String?
    let phase: MatchPhase
    let displayState: MatchDisplayState
    let startTime: Date
}

struct LeagueGroup: Codable, Hashable, Sendable {
    let league: String
    let matches: [MatchItem]
}

struct ScheduleResponse: Codable, Hashable, Sendable {
    let groups: [LeagueGroup]
}
