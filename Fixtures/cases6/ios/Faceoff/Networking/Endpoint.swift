import Foundation

enum Endpoint: Sendable {
    case schedule(day: String)
    case gameDetail(gameId: String)
    case activityState(gameId: String, teamId: String?)
    case follow
    case unfollow(gameId: String)
    case userFollows
    case activityToken
    case pushToStartToken
    case device

    var path: String {
        switch self {
        case .schedule(let day): return "/schedule?date=\(day)"
        case .gameDetail(let gameId): return "/games/\(gameId)?include=roster"
        case .activityState(let gameId, let teamId): return "/games/\(gameId)/activity-state?team=\(teamId ?? "")"
        case .follow: return "/user/follow/game"
        case .unfollow(let gameId): return "/user/follow/game/\(gameId)"
        case .userFollows: return "/user/follows"
        case .activityToken: return "/activities/tokens"
        case .pushToStartToken, .device: return "/devices"
        }
    }

    var method: String {
        switch self {
        case .schedule, .gameDetail, .activityState, .userFollows: return "GET"
        case .unfollow: return "DELETE"
        case .follow, .activityToken, .pushToStartToken, .device: return "POST"
        }
    }
}
