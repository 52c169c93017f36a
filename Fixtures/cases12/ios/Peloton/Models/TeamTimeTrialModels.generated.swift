// This file was generated from the backend Zod schemas. Do not edit it by hand.
// Regenerate with `npm run generate:schemas` from backend/.
// Source: backend/src/schemas

import Foundation

// MARK: - TeamTimeTrialResult
struct TeamTimeTrialResult: Codable, Hashable, Sendable {
    let stageId: String
    let teams: [TeamTimeTrialRow]
}

// MARK: - TeamTimeTrialRow
struct TeamTimeTrialRow: Codable, Hashable, Sendable {
    let teamId: String
    let teamName: String
    let elapsedSeconds: Int
    let elapsedLabel: String
    let gapLabel: String
}

extension TeamTimeTrialResult {
    var fastest: TeamTimeTrialRow? {
        teams.min { $0.elapsedSeconds < $1.elapsedSeconds }
    }
}
