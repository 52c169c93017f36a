// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/race.ts — run `npm run generate:schemas` to regenerate.

import Foundation

// MARK: - RaceCard
struct RaceCard: Codable, Hashable, Sendable {
    let raceId: String
    let seriesCode: String
    let countryCode: String
    let title: String
    let statusText: String
    let lapText: String
    let leaderText: String?
    let phase: RacePhase
    let flag: TrackFlag
    let sentiment: String
    let startsAt: Date
    let currentLap: Int
    let totalLaps: Int?
    let isFollowed: Bool
}

// MARK: - DriverRow
struct DriverRow: Codable, Hashable, Sendable {
    let driverId: String
    let position: Int
    let positionText: String
    let driverCode: String
    let driverName: String
    let teamName: String
    let gapText: String
    let intervalText: String
    let gapToLeaderMs: Int
    let lastLapMs: Int?
    let lastLapText: String?
    let tyreCompound: TyreCompound
    let tyreAge: Int
    let pitStops: Int
    let isInPitLane: Bool
    let isRetired: Bool
    let hasFastestLap: Bool
    let statusText: String?
}

enum TyreCompound: String, Codable, Hashable, Sendable {
    case soft
    case medium
    case hard
    case inter
    case wet
    case notApplicable = "n/a"
}

// MARK: - PitStop
struct PitStop: Codable, Hashable, Sendable {
    let driverId: String
    let lap: Int
    let stationaryMs: Int
    let pitLaneMs: Int
    let summaryText: String
    let compoundFittedText: String
}

// MARK: - RaceDetailResponse
struct RaceDetailResponse: Codable, Hashable, Sendable {
    let race: RaceCard
    let drivers: [DriverRow]
    let pitStops: [PitStop]?
    let fastestLapText: String?
    let raceControlText: String?
    let weatherText: String?
    let trackTempC: Double
}
