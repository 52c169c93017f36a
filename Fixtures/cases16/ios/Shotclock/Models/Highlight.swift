// Highlight.swift
// Shotclock

import Foundation

struct HighlightClip: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let caption: String
    let thumbnailURL: URL
    let videoURL: URL
}

struct QuarterRecap: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let summary: String
}

struct ScoringRun: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let headline: String
    let teamAbbreviation: String
    let pointsFor: Int
    let pointsAgainst: Int
    var note: String?
}

struct PlayEvent: Codable, Hashable, Identifiable {
    let id: String
    let clockText: String
    let description: String
    let scoreAfter: String
    let isScoring: Bool
    static let placeholderId = "placeholder"

    var shortDescription: String {
        "\(clockText) · \(description.prefix(40))"
    }
}
