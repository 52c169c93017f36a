// This file was generated from JSON Schema using quicktype, do not modify it directly.
// To parse the JSON, add this file to your project and do:
//
//   let reviewTimeline = try? JSONDecoder().decode(ReviewTimeline.self, from: jsonData)

import Foundation

// MARK: - ReviewTimeline
struct ReviewTimeline: Codable, Hashable, Sendable {
    let matchId: String
    let entries: [ReviewEntry]
}

// MARK: - ReviewEntry
struct ReviewEntry: Codable, Hashable, Sendable {
    let entryId: String
    let gameLabel: String
    let callText: String
    let outcomeText: String
    let requestedBy: String
    let decisionKind: DecisionKind
}

enum DecisionKind: String, Codable, Hashable, Sendable {
    case yesLet = "yes_let"
    case noLet = "no_let"
    case stroke
    case upheld
    case overturned
}

// MARK: - Encode/decode helpers
extension ReviewTimeline {
    init(data: Data) throws {
        self = try JSONDecoder().decode(ReviewTimeline.self, from: data)
    }
}
