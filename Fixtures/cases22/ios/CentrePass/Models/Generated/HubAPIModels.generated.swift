// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/hub.schema.ts (npm run generate:schemas)

import Foundation

// MARK: - ScheduleResponse
struct ScheduleResponse: Codable, Hashable, Sendable {
    let groups: [LeagueGroup]
    let generatedAt: String
}

// MARK: - LeagueGroup
struct LeagueGroup: Codable, Hashable, Sendable {
    let leagueId: String
    let title: String
    let matches: [MatchItem]
}

// MARK: - MatchItem
struct MatchItem: Codable, Hashable, Sendable {
    let matchId: String
    let title: String
    let subtitle: String
    let startLabel: String
    let scoreline: String?
    let statusText: String
    let isLive: Bool
    let startTime: String
}

// MARK: - LiveMatchesResponse
struct LiveMatchesResponse: Codable, Hashable, Sendable {
    let matches: [MatchItem]
}

extension MatchItem: Identifiable {
    var id: String { matchId }
}
