// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/liveActivity.ts (npm run generate:schemas)
//
// To parse the JSON, add this file to your project and do:
//
//   let contentState = try? JSONDecoder().decode(LiveActivityContentState.self, from: jsonData)

import Foundation

// MARK: - LiveActivityContentState
struct LiveActivityContentState: Codable, Hashable, Sendable {
    let headline: String
    let scoreline: String
    let homeTotal: Int
    let awayTotal: Int
    let endLabel: String
    let hammerSide: String
    let stonesRemaining: Int
    let stonesNote: String
    let phase: MatchPhase
    let sentiment: String
    let footnote: String?
    let compact: LiveActivityCompact
    let expanded: LiveActivityExpanded
}

// MARK: - LiveActivityCompact
struct LiveActivityCompact: Codable, Hashable, Sendable {
    let leading: String
    let trailing: String
    let minimal: String
}

// MARK: - LiveActivityExpanded
struct LiveActivityExpanded: Codable, Hashable, Sendable {
    let homeLine: String
    let awayLine: String
    let centerCaption: String
    let powerPlayNote: String?
    let lastShot: String?

    enum CodingKeys: String, CodingKey {
        case homeLine = "home_line"
        case awayLine = "away_line"
        case centerCaption = "center_caption"
        case powerPlayNote = "power_play_note"
        case lastShot = "last_shot"
    }
}

enum MatchPhase: String, Codable, Hashable, Sendable {
    case pre
    case live
    case endBreak = "end_break"
    case extraEnd = "extra_end"
    case final
    case conceded
}
