import Foundation

enum Endpoint {
    case schedule
    case match(id: String)
    case scoreFlow(matchId: String)
    case playerStats(matchId: String)
    case standings(competitionId: String)
    case liveActivityState(matchId: String)
    case activityToken(matchId: String)
    case pushToStartToken
    case frequentPushes(matchId: String)
    case follow
    case unfollow(matchId: String)
    case userFollows

    var path: String {
        switch self {
        case .schedule: return "schedule"
        case .match(let id): return "matches/\(id)"
        case .scoreFlow(let matchId): return "matches/\(matchId)/score-flow"
        case .playerStats(let matchId): return "matches/\(matchId)/players"
        case .standings(let competitionId): return "competitions/\(competitionId)/standings"
        case .liveActivityState(let matchId): return "matches/\(matchId)/live-activity"
        case .activityToken(let matchId): return "user/follow/match/\(matchId)/activity-token"
        case .pushToStartToken: return "user/push-to-start-token"
        case .frequentPushes(let matchId): return "user/follow/match/\(matchId)/frequent-pushes"
        case .follow: return "user/follow/match"
        case .unfollow(let matchId): return "user/follow/match/\(matchId)"
        case .userFollows: return "user/follows"
        }
    }
}
