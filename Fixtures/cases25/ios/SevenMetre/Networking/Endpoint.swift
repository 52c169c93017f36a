import Foundation

enum Endpoint {
    case schedule
    case match(id: String)
    case groupTables(competition: String)
    case follow
    case unfollow(matchId: String)
    case userFollows
    case activityToken
    case activityState(matchId: String)
    case activityPreferences(matchId: String)
    case deviceToken
    case analytics

    var path: String {
        switch self {
        case .schedule: return "schedule"
        case .match(let id): return "matches/\(id)"
        case .groupTables(let competition): return "competitions/\(competition)/tables"
        case .follow: return "user/follow/match"
        case .unfollow(let matchId): return "user/follow/match/\(matchId)"
        case .userFollows: return "user/follows"
        case .activityToken: return "user/activity-token"
        case .activityState(let matchId): return "matches/\(matchId)/activity-state"
        case .activityPreferences(let matchId): return "user/activity/\(matchId)/preferences"
        case .deviceToken: return "user/device-token"
        case .analytics: return "analytics/events"
        }
    }
}
