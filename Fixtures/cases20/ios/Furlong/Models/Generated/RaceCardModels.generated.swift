// This file was generated from JSON Schema using quicktype, do not modify it directly.
// Source: backend/src/schemas/raceCard.schema.ts
// Regenerate with `npm run generate:schemas` from backend/. Never hand-edit.

import Foundation

// MARK: - RaceCardResponse
struct RaceCardResponse: Codable, Hashable, Sendable {
    let race: RaceCardRace
    let runners: [RunnerRow]
    let nonRunnersText: String?
}

// MARK: - RaceCardRace
struct RaceCardRace: Codable, Hashable, Sendable {
    let raceId: String
    let courseName: String
    let raceName: String
    let offTimeText: String
    let distanceText: String
    let goingText: String
    let prizeText: String
    let fieldSizeText: String
    let statusText: String
    let phase: RacePhase
}

// MARK: - RunnerRow
struct RunnerRow: Codable, Hashable, Sendable {
    let runnerId: String
    let horseName: String
    let jockeyName: String
    let trainerName: String
    let saddleCloth: Int
    let oddsText: String
    let oddsMovement: OddsMovement
    let isNonRunner: Bool
    let nonRunnerText: String?
    let formText: String
    let silkEmoji: String

    enum CodingKeys: String, CodingKey {
        case runnerId = "runnerId"
        case horseName, jockeyName, trainerName, saddleCloth, oddsText, oddsMovement
        case isNonRunner, nonRunnerText, formText, silkEmoji
    }
}

// MARK: - OddsMovement
enum OddsMovement: String, Codable, Hashable, Sendable {
    case steady
    case shortening
    case drifting
}

// Added by hand so the card can sort by price without another round trip.
extension RunnerRow {
    var isShortening: Bool { oddsMovement == .shortening }
}
