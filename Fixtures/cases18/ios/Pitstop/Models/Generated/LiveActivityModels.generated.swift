// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/liveActivity.ts — run `npm run generate:schemas` to regenerate.

import Foundation

// MARK: - LiveActivityContentState
struct LiveActivityContentState: Codable, Hashable, Sendable {
    let phase: RacePhase
    let flag: TrackFlag
    let sentiment: RaceSentiment
    let compact: LiveActivityCompact
    let expanded: LiveActivityExpanded
    let minimalText: String
    let isFastestLap: Bool
    let updatedAt: Int
}

// MARK: - LiveActivityCompact
struct LiveActivityCompact: Codable, Hashable, Sendable {
    let positionText: String
    let gapText: String
}

// MARK: - LiveActivityExpanded
struct LiveActivityExpanded: Codable, Hashable, Sendable {
    let headline: String
    let lapText: String
    let tyreText: String
    let intervalAheadText: String?
    let lastEventText: String?
    let flagText: String?
}

enum RacePhase: String, Codable, Hashable, Sendable {
    case pre
    case formation
    case live
    case suspended
    case finished
}

enum TrackFlag: String, Codable, Hashable, Sendable {
    case green
    case yellow
    case safetyCar = "safety_car"
    case virtualSafetyCar = "virtual_safety_car"
    case red
    case chequered
}

enum RaceSentiment: String, Codable, Hashable, Sendable {
    case neutral
    case tense
    case charging
    case fading
}
