import Foundation

enum Endpoint {
    case fixtures(competition: String)
    case liveMatches
    case match(id: String)
    case playerStats(matchId: String)
    case ladder(competition: String)
    case injuries(teamId: String)
    case selections(matchId: String)
    case brownlow(season: Int)
    case liveActivityState(matchId: String)
    case follow
    case unfollow(matchId: String)
    case switchTeam(matchId: String)
    case userFollows
    case activityToken
    case frequentPushes

    var path: String {
        switch self {
        case .fixtures(let competition): "fixtures/\(competition)"
        case .liveMatches: "matches/live"
        case .match(let id): "matches/\(id)"
        case .playerStats(let matchId): "matches/\(matchId)/players"
        case .ladder(let competition): "ladder/\(competition)"
        case .injuries(let teamId): "teams/\(teamId)/injuries"
        case .selections(let matchId): "matches/\(matchId)/selections"
        case .brownlow(let season): "brownlow/\(season)"
        case .liveActivityState(let matchId): "matches/\(matchId)/live-activity"
        case .follow: "user/follow/match"
        case .unfollow(let matchId): "user/follow/match/\(matchId)"
        case .switchTeam(let matchId): "user/follow/match/\(matchId)/team"
        case .userFollows: "user/follows"
        case .activityToken: "user/activity-token"
        case .frequentPushes: "user/activity-frequent-pushes"
        }
    }
}
