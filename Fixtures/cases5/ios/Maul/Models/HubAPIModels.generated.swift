// GENERATED FILE — DO NOT EDIT.
// Source: backend/src/schemas/match.ts, backend/src/schemas/user.ts (zod-to-json-schema → quicktype).
// Regenerate with `npm run generate:schemas` from the backend project root.
//
// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To parse the JSON, add this file to your project and do:
//
//   let scheduleResponse = try? JSONDecoder().decode(ScheduleResponse.self, from: jsonData)

import Foundation

// MARK: - ScheduleResponse
struct ScheduleResponse: Codable, Hashable, Sendable {
    let competitions: [CompetitionGroup]
    let maxAgeSeconds: Int
    let generatedAt: Date
}

// MARK: - CompetitionGroup
struct CompetitionGroup: Codable, Hashable, Sendable {
    let competitionId: String
    let title: String
    let matches: [MatchItem]
}

// MARK: - MatchItem
struct MatchItem: Codable, Hashable, Sendable {
    let matchId: String
    let competition: String
    let round: String?
    let homeTeam: TeamSummary
    let awayTeam: TeamSummary
    let phase: MatchPhase
    let homeScore: Int
    let awayScore: Int
    let scoreText: String
    let clockText: String
    let statusText: String
    let kickoffText: String
    let kickoffAt: Date
    let isLive: Bool
}

// MARK: - TeamSummary
struct TeamSummary: Codable, Hashable, Sendable {
    let teamId: String
    let name: String
    let shortName: String
    let code: String
    let crestUrl: String?
}

enum MatchPhase: String, Codable, Hashable, Sendable {
    case abandoned
    case extraTime = "extra_time"
    case firstHalf = "first_half"
    case fullTime = "full_time"
    case halfTime = "half_time"
    case pre
    case secondHalf = "second_half"
}

// MARK: - LiveMatchesResponse
struct LiveMatchesResponse: Codable, Hashable, Sendable {
    let matches: [MatchItem]
}

// MARK: - FollowResponse
struct FollowResponse: Codable, Hashable, Sendable {
    let matchId: String
    let status: FollowStatus
    let teamId: String?
    let followedAt: Date
    let liveActivityEligible: Bool
    let pushToStartSent: Bool?
}

enum FollowStatus: String, Codable, Hashable, Sendable {
    case following
    case notFollowing = "not_following"
}

// MARK: - FollowRequest
struct FollowRequest: Codable, Hashable, Sendable {
    let matchId: String
    let teamId: String?
}

// MARK: - UserFollowsResponse
struct UserFollowsResponse: Codable, Hashable, Sendable {
    let matchIds: [String]
}

extension MatchItem {
    var isKickingOffToday: Bool {
        Calendar.current.isDateInToday(kickoffAt)
    }
}
