// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/hub.ts (npm run generate:schemas)

import Foundation

// MARK: - ScheduleResponse
struct ScheduleResponse: Codable, Hashable, Sendable {
    let events: [EventGroup]
    let generatedAt: Date
}

// MARK: - EventGroup
struct EventGroup: Codable, Hashable, Sendable {
    let eventId: String
    let eventName: String
    let tierLabel: String
    let draws: [DrawGroup]
}

// MARK: - DrawGroup
struct DrawGroup: Codable, Hashable, Sendable {
    let drawNumber: Int
    let drawLabel: String
    let games: [GameItem]
}

// MARK: - GameItem
struct GameItem: Codable, Hashable, Sendable {
    let gameId: String
    let sheet: String
    let homeName: String
    let awayName: String
    let homeFlag: String
    let awayFlag: String
    let scoreline: String
    let statusLine: String
    let endLabel: String
    let homeTotal: Int
    let awayTotal: Int
    let isLive: Bool
    let startTime: Date
    let ends: [LinescoreEnd]
}

// MARK: - LinescoreEnd
struct LinescoreEnd: Codable, Hashable, Sendable {
    let end: Int
    let homePoints: Int?
    let awayPoints: Int?
    let cellLabel: String
    let homeHadHammer: Bool
}

// MARK: - LiveGamesResponse
struct LiveGamesResponse: Codable, Hashable, Sendable {
    let games: [GameItem]
}

extension GameItem {
    var sheetCaption: String { "Sheet \(sheet) · \(drawLabelFallback)" }
    private var drawLabelFallback: String { endLabel.isEmpty ? "Draw" : endLabel }
}
