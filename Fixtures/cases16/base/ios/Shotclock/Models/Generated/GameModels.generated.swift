// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To parse the JSON, add this file to your project and do:
//
//   let scheduleResponse = try? JSONDecoder().decode(ScheduleResponse.self, from: jsonData)

import Foundation

// MARK: - ScheduleResponse
struct ScheduleResponse: Codable, Hashable, Sendable {
    let leagues: [LeagueGroup]
    let generatedAt: Date
}

// MARK: - LeagueGroup
struct LeagueGroup: Codable, Hashable, Sendable {
    let leagueCode: String
    let leagueTitle: String
    let games: [GameItem]
}

// MARK: - GameItem
struct GameItem: Codable, Hashable, Sendable {
    let gameId: String
    let homeTeam: TeamRef
    let awayTeam: TeamRef
    let scoreLine: String
    let statusText: String
    let clockText: String
    let periodLabel: String
    let phase: String
    let homeScore: Int
    let awayScore: Int
    let period: Int
    let clockSeconds: Int
    let shotClock: String
    let homeFouls: Int
    let awayFouls: Int
    let homeTimeoutsLeft: Int
    let timeoutsText: String
    let tipoffText: String
    let tipoffAt: Date
    let record: String
    let winProbability: String?
}

// MARK: - TeamRef
struct TeamRef: Codable, Hashable, Sendable {
    let teamId: String
    let abbreviation: String
    let name: String
    let flagEmoji: String
}
