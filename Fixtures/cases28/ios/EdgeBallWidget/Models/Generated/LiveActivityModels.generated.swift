// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/display.schema.ts — regenerate with `npm run generate:schemas`.

import Foundation

// MARK: - LiveActivityDisplayState
struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let matchID: String
    let phaseLabel: String
    let sentiment: Sentiment
    let compact: LiveActivityCompact
    let expanded: LiveActivityExpanded
    let updatedAt: Int
    let staleAfterSeconds: Int?

    enum CodingKeys: String, CodingKey {
        case matchID = "matchId"
        case phaseLabel, sentiment, compact, expanded, updatedAt, staleAfterSeconds
    }
}

// MARK: - LiveActivityCompact
struct LiveActivityCompact: Codable, Hashable, Sendable {
    let leadingText: String
    let trailingText: String
    let minimalText: String
}

// MARK: - LiveActivityExpanded
struct LiveActivityExpanded: Codable, Hashable, Sendable {
    let titleText: String
    let homeName: String
    let awayName: String
    let homeFlag: String
    let awayFlag: String
    let gamesText: String
    let pointsText: String
    let serverSide: ServerSide?
    let statusText: String
    let noteText: String?
    let gameHistory: [String]
    let progressFraction: Float
}

enum ServerSide: String, Codable, Hashable, Sendable {
    case away
    case home
}

enum Sentiment: String, Codable, Hashable, Sendable {
    case comeback
    case neutral
    case oneSided = "one_sided"
    case tight
}

extension LiveActivityExpanded {
    var scoreLine: String { "\(homeName) \(gamesText) \(awayName)" }
}
