// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/raceActivity.schema.ts
// Regenerate with `npm run generate:schemas` from backend/. Never hand-edit.

import Foundation

// MARK: - LiveActivityDisplayState
struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let headline: String
    let statusText: String
    let leaderName: String
    let runnerName: String
    let runnerPositionText: String
    let positionNumber: Int
    let beatenDistanceText: String?
    let oddsText: String
    let furlongsToGoText: String
    let progress: Double
    let sentiment: RaceSentiment
    let phase: RacePhase
    let silkEmoji: String
}

// MARK: - RaceSentiment
enum RaceSentiment: String, Codable, Hashable, Sendable {
    case neutral
    case close
    case clear
    case enquiry
}

// MARK: - RacePhase
enum RacePhase: String, Codable, Hashable, Sendable {
    case declared
    case atPost = "at_post"
    case off
    case finished
    case enquiry
    case result
    case abandoned
}
