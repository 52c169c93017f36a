// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To parse the JSON, add this file to your project and do:
//
//   let scheduleResponse = try? JSONDecoder().decode(ScheduleResponse.self, from: jsonData)
//
// Source: backend/src/schemas/hub.ts — run `npm run generate:schemas`.

import Foundation

// MARK: - ScheduleResponse
struct ScheduleResponse: Codable, Hashable, Sendable {
    let competitions: [CompetitionGroup]
    let generatedAt: String
}

// MARK: - CompetitionGroup
struct CompetitionGroup: Codable, Hashable, Sendable {
    let competitionCode: String
    let competitionName: String
    let matches: [MatchItem]
}

// MARK: - MatchItem
struct MatchItem: Codable, Hashable, Sendable {
    let matchID: String
    let homeName: String
    let awayName: String
    let scoreline: String
    let statusLine: String
    let kickoffLabel: String
    let isLive: Bool

    enum CodingKeys: String, CodingKey {
        case matchID = "matchId"
        case homeName, awayName, scoreline, statusLine, kickoffLabel, isLive
    }
}

extension MatchItem {
    var accessibilityScore: String {
        "\(homeName) \(scoreline) \(awayName)"
    }
}
