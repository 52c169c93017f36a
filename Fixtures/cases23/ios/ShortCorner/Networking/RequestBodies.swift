import Foundation

struct FollowRequest: Codable, Hashable, Sendable {
    let matchId: String
    let teamId: String?
}

struct ActivityTokenRequest: Codable, Hashable, Sendable {
    let matchId: String
    let token: String
}

struct PushToStartTokenRequest: Codable, Hashable, Sendable {
    let token: String
}

struct FrequentPushesRequest: Codable, Hashable, Sendable {
    let enabled: Bool
}

struct NotificationPreferences: Codable, Hashable, Sendable {
    let goals: Bool
    let cards: Bool
    let penaltyCorners: Bool
    let quarterEnds: Bool

    static let `default` = NotificationPreferences(goals: true, cards: true, penaltyCorners: false, quarterEnds: true)
}

struct LiveMatchesResponse: Codable, Hashable, Sendable {
    let groups: [LeagueGroup]

    var asSchedule: ScheduleResponse {
        ScheduleResponse(groups: groups, generatedAt: .now)
    }
}
