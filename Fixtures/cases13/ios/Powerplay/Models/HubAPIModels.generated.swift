// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/hub.schema.ts via `npm run generate:schemas`.
//
// To parse the JSON, add this file to your project and do:
//
//   let scheduleResponse = try? JSONDecoder().decode(ScheduleResponse.self, from: jsonData)

import Foundation

// MARK: - ScheduleResponse
struct ScheduleResponse: Codable, Hashable, Sendable {
    let leagues: [LeagueGroup]
}

// MARK: - LeagueGroup
struct LeagueGroup: Codable, Hashable, Sendable {
    let leagueId: String
    let name: String
    let days: [LeagueDay]
}

// MARK: - LeagueDay
struct LeagueDay: Codable, Hashable, Sendable {
    let id: String
    let dateLabel: String
    let matches: [Fixture]
}

// MARK: - LiveMatchesResponse
struct LiveMatchesResponse: Codable, Hashable, Sendable {
    let matches: [Fixture]
    let generatedAt: Date
}
