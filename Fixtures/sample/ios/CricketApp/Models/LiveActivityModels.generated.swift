//  LiveActivityModels.generated.swift
//  CricketApp — added scoreLine by hand until the schema catches up

import Foundation

/// Top-level display state for every Live Activity presentation.
struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let compact: LiveActivityCompact
    let scoreLine: String
    let phase: MatchPhase
}

struct LiveActivityCompact: Codable, Hashable, Sendable {
    let leading: String
    let trailing: String
}

enum MatchPhase: String, Codable, Hashable, Sendable {
    case pre
    case live
    case inningsBreak = "innings_break"
    case completed
    case abandoned
}
