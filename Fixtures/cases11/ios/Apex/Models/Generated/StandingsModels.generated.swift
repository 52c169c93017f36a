// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To regenerate: cd backend && npm run generate:schemas
//
// Source: backend/src/schemas/standings.schema.ts

import Foundation

// MARK: - StandingsResponse
struct StandingsResponse: Codable, Hashable, Sendable {
    let seasonLabel: String
    let afterRoundText: String
    let drivers: [DriverStanding]
    let constructors: [ConstructorStanding]
}

// MARK: - DriverStanding
struct DriverStanding: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let positionText: String
    let driverName: String
    let teamName: String
    let teamColorName: String
    let points: Double
    let pointsText: String
    let gapText: String
    let winsText: String
}

// MARK: - ConstructorStanding
struct ConstructorStanding: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let positionText: String
    let teamName: String
    let teamColorName: String
    let pointsText: String
}
