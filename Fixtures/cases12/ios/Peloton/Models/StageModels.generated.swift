// This file was generated from the backend Zod schemas. Do not edit it by hand.
// Regenerate with `npm run generate:schemas` from backend/.
// Source: backend/src/schemas

import Foundation

// MARK: - StageDisplayState
struct StageDisplayState: Codable, Hashable, Sendable {
    let stageId: String
    let title: String
    let subtitle: String
    let statusLabel: String
    let isLive: Bool
    let kmToGoLabel: String?
    let progressFraction: Double
    let liveNote: String?
    let breakaway: BreakawayDisplay?
    let gcTop: [GcRowDisplay]
    let startTimeLabel: String
    let weatherNote: String?
    let sentiment: Sentiment
}

// MARK: - BreakawayDisplay
struct BreakawayDisplay: Codable, Hashable, Sendable {
    let label: String
    let gapLabel: String
    let riderNames: [String]
    let gapSeconds: Int
}

// MARK: - GcRowDisplay
struct GcRowDisplay: Codable, Hashable, Sendable {
    let riderId: String
    let rank: Int
    let riderName: String
    let teamName: String
    let flag: String
    let gapLabel: String
    let gapSeconds: Int
    let jersey: Jersey?
    let isAbandoned: Bool
    let bonusLabel: String?
}

enum Jersey: String, Codable, Hashable, Sendable {
    case green
    case polkaDot = "polka_dot"
    case white
    case yellow
}

enum Sentiment: String, Codable, Hashable, Sendable {
    case calm
    case decisive
    case tense
}

// MARK: - RaceHubResponse
struct RaceHubResponse: Codable, Hashable, Sendable {
    let races: [RaceHubItem]
    let emptyMessage: String?
}

// MARK: - RaceHubItem
struct RaceHubItem: Codable, Hashable, Sendable {
    let raceId: String
    let name: String
    let countryFlag: String
    let stageLabel: String
    let isLive: Bool
    let liveBadgeLabel: String?
    let stages: [StageSummary]
}

// MARK: - StageSummary
struct StageSummary: Codable, Hashable, Sendable {
    let stageId: String
    let number: Int
    let numberLabel: String
    let routeLabel: String
    let dateLabel: String
    let type: StageType
    let startTime: Date
    let isLive: Bool
}

enum StageType: String, Codable, Hashable, Sendable {
    case flat
    case hilly
    case individualTt = "individual_tt"
    case mountain
    case teamTt = "team_tt"
}
