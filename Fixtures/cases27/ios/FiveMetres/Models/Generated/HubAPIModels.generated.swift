// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/hub.schema.ts — regenerate with `npm run generate:schemas`.

import Foundation

// MARK: - ScheduleResponse
struct ScheduleResponse: Codable, Hashable, Sendable {
    let competitions: [CompetitionGroup]
    let generatedAt: Date
}

// MARK: - CompetitionGroup
struct CompetitionGroup: Codable, Hashable, Sendable {
    let competitionId: String
    let headerText: String
    let matches: [MatchItem]
}

// MARK: - MatchItem
struct MatchItem: Codable, Hashable, Sendable {
    let matchId: String
    let competitionName: String
    let homeTeam: Team
    let awayTeam: Team
    let displayState: MatchDisplayState
    let startTime: Date
    let venueText: String
    let isFollowed: Bool
}

// MARK: - LiveMatchesResponse
struct LiveMatchesResponse: Codable, Hashable, Sendable {
    let matches: [MatchItem]
}

extension MatchItem {
    var isLiveNow: Bool { displayState.phase == .live }
}
