// This file was generated from the backend Zod schemas. Do not edit it by hand.
// Regenerate with `npm run generate:schemas` from backend/.
// Source: backend/src/schemas

import Foundation

// MARK: - StandingsResponse
struct StandingsResponse: Codable, Hashable, Sendable {
    let raceId: String
    let updatedAt: Date
    let gc: [GcRowDisplay]
    let kom: [KomStanding]
    let sprint: [SprintStanding]
    let abandonments: [AbandonmentDisplay]
    let youth: [GcRowDisplay]?
    let teamsLabel: String?
}

// MARK: - KomStanding
struct KomStanding: Codable, Hashable, Sendable {
    let riderId: String
    let riderName: String
    let rank: Int
    let points: Int
    let pointsLabel: String
}

// MARK: - SprintStanding
struct SprintStanding: Codable, Hashable, Sendable {
    let riderId: String
    let riderName: String
    let rank: Int
    let points: Int
    let pointsLabel: String
}

// MARK: - AbandonmentDisplay
struct AbandonmentDisplay: Codable, Hashable, Sendable {
    let riderId: String
    let riderName: String
    let stageLabel: String
    let reasonLabel: String
}

extension KomStanding: Identifiable {
    var id: String { riderId }

    var pointsText: String {
        "\(points) pts"
    }
}
