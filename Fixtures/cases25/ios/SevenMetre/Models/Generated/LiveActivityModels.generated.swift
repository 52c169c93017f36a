// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To parse the JSON, add this file to your project and do:
//
//   let liveActivityDisplayState = try? JSONDecoder().decode(LiveActivityDisplayState.self, from: jsonData)

import Foundation

// MARK: - LiveActivityDisplayState
struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let compact: LiveActivityCompact
    let expanded: LiveActivityExpanded
    let phase: Phase
}

// MARK: - LiveActivityCompact
struct LiveActivityCompact: Codable, Hashable, Sendable {
    let leadingText: String
    let trailingText: String
    let minimalText: String
}

// MARK: - LiveActivityExpanded
struct LiveActivityExpanded: Codable, Hashable, Sendable {
    let headline: String
    let scoreline: String
    let detail: String
    let footer: String?
}

enum Phase: String, Codable, Hashable, Sendable {
    case completed = "completed"
    case delayed = "delayed"
    case extraTime = "extra_time"
    case firstHalf = "first_half"
    case halfTime = "half_time"
    case pre = "pre"
    case secondHalf = "second_half"
    case shootout = "shootout"
}
