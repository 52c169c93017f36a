// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/leaderboard.schema.ts (npm run generate:schemas)
//
// To parse the JSON, add this to your file:
//
//   let leaderboardResponse = try? JSONDecoder().decode(LeaderboardResponse.self, from: jsonData)

import Foundation

// MARK: - LeaderboardResponse
struct LeaderboardResponse: Codable, Hashable, Sendable {
    let tournamentId: String
    let roundLabel: String
    let cutLineDisplay: String?
    let entries: [LeaderboardEntry]
    let updatedAt: String
}

// MARK: - LeaderboardEntry
struct LeaderboardEntry: Codable, Hashable, Sendable {
    let playerId: String
    let playerName: String
    let countryCode: String
    let positionDisplay: String
    let toParDisplay: String
    let toPar: Int
    let todayDisplay: String
    let thruDisplay: String
    let totalStrokes: Int
    let holesCompleted: Int
    let isFollowed: Bool
    let isMissedCut: Bool
    let sentiment: String
    let liveNote: String?
}

// MARK: - RoundStatus
enum RoundStatus: String, Codable, Hashable, Sendable {
    case notStarted = "not_started"
    case inProgress = "in_progress"
    case suspended
    case complete
    case playoff
}

extension LeaderboardEntry {
    var shortPositionLabel: String {
        isMissedCut ? "MC" : positionDisplay
    }
}
