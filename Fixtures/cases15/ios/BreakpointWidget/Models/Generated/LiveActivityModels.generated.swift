// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To parse the JSON, add this file to your project and do:
//
//   let liveActivityDisplayState = try? JSONDecoder().decode(LiveActivityDisplayState.self, from: jsonData)

import Foundation

// MARK: - LiveActivityDisplayState
struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let compact: LiveActivityCompact
    let expanded: LiveActivityExpanded
    let phase: MatchPhase
    let servingSide: ServingSide?
    let statusLine: String
    let deepLink: String
    let updatedAt: Double
}

// MARK: - LiveActivityCompact
struct LiveActivityCompact: Codable, Hashable, Sendable {
    let leadingLabel: String
    let trailingLabel: String
    let minimalLabel: String
}

// MARK: - LiveActivityExpanded
struct LiveActivityExpanded: Codable, Hashable, Sendable {
    let homeName: String
    let awayName: String
    let homeFlag: String
    let awayFlag: String
    let homeSets: [String]
    let awaySets: [String]
    let homePoints: String
    let awayPoints: String
    let setLabel: String
    let footnote: String?
}

enum MatchPhase: String, Codable, Hashable, Sendable {
    case completed
    case live
    case pre
    case rainDelay = "rain_delay"
    case retired
    case tiebreak
}

enum ServingSide: String, Codable, Hashable, Sendable {
    case away
    case home
}
