import ActivityKit
import Foundation

/// Shared with ApexWidget. Mirrors LiveActivityContentStateSchema in
/// backend/src/schemas/liveActivity.schema.ts field for field.
struct RaceActivityAttributes: ActivityAttributes {
    public typealias ContentState = LiveActivityDisplayState

    let raceId: String
    let grandPrixName: String
    let circuitFlag: String
    let followedDriverCode: String?
}

struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let phase: RacePhase
    let lapLabel: String
    let leaderCode: String
    let leaderGap: String
    let trackStatus: TrackStatus
    let trackStatusLabel: String
    let compact: LiveActivityCompact
    let expanded: LiveActivityExpanded
    let deepLink: String
    let updatedAt: Date
}

struct LiveActivityCompact: Codable, Hashable, Sendable {
    let leading: String
    let trailing: String
    let minimal: String
}

struct LiveActivityExpanded: Codable, Hashable, Sendable {
    let headline: String
    let positionLabel: String
    let gapLabel: String
    let tyreLabel: String
    let tyreCompound: String
    let lastEvent: String?
    let rows: [LiveTimingRow]
}

struct LiveTimingRow: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let positionText: String
    let driverCode: String
    let teamColorName: String
    let intervalText: String
    let isFollowed: Bool
}

enum RacePhase: String, Codable, Hashable, Sendable {
    case preRace = "pre_race"
    case formation
    case racing
    case suspended
    case finished
}

enum TrackStatus: String, Codable, Hashable, Sendable {
    case green
    case yellow
    case safetyCar = "safety_car"
    case virtualSafetyCar = "virtual_safety_car"
    case red
    case chequered
}
