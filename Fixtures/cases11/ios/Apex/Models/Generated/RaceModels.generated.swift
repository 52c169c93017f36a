// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To regenerate: cd backend && npm run generate:schemas
//
// Source: backend/src/schemas/race.schema.ts

import Foundation

// MARK: - RaceItem
struct RaceItem: Codable, Hashable, Sendable {
    let raceId: String
    let roundLabel: String
    let grandPrixName: String
    let circuitName: String
    let countryFlag: String
    let sessionLabel: String
    let statusText: String
    let statusTone: String
    let startTime: Date
    let isLive: Bool
}

// MARK: - WeekendGroup
struct WeekendGroup: Codable, Hashable, Sendable {
    let weekendId: String
    let headerTitle: String
    let races: [RaceItem]
}

// MARK: - ScheduleResponse
struct ScheduleResponse: Codable, Hashable, Sendable {
    let weekends: [WeekendGroup]
    let generatedAt: Date
}

// MARK: - RaceDetailResponse
struct RaceDetailResponse: Codable, Hashable, Sendable {
    let raceId: String
    let title: String
    let subtitle: String
    let lapLabel: String
    let currentLap: Int
    let totalLaps: Int
    let phase: String
    let trackStatus: String
    let trackStatusLabel: String
    let resultSummary: String?
    let timing: [TimingEntry]
    let pitStops: [PitStopEntry]
    let penalties: [PenaltyEntry]
    let fastestLap: FastestLapEntry?
}

// MARK: - TimingEntry
struct TimingEntry: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let position: Int
    let positionText: String
    let driverCode: String
    let driverName: String
    let teamColorName: String
    let intervalText: String
    let gapToLeaderMs: Int
    let lastLapMs: Int
    let lastLapText: String
    let tyreCompound: String
    let tyreAgeText: String
    let tyreAgeLaps: Int
    let pitCount: Int
    let isRetired: Bool
    let statusText: String
    let isFollowed: Bool
}

// MARK: - PitStopEntry
struct PitStopEntry: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let driverCode: String
    let lap: Int
    let stationaryMs: Int
    let durationText: String
    let tyreChangeText: String
}

// MARK: - PenaltyEntry
struct PenaltyEntry: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let driverCode: String
    let headline: String
    let detail: String
    let seconds: Int?
}

// MARK: - FastestLapEntry
struct FastestLapEntry: Codable, Hashable, Sendable {
    let driverCode: String
    let lapTimeText: String
    let lapNumberText: String
    let lapTimeMs: Int
}

// Added by hand so the hub can sort rounds before the schema grows a number field
extension RaceItem {
    var roundNumber: Int {
        Int(roundLabel.replacingOccurrences(of: "Round ", with: "")) ?? 0
    }
}
