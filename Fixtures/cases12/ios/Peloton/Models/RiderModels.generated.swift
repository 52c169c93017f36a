// This file was generated from the backend Zod schemas. Do not edit it by hand.
// Regenerate with `npm run generate:schemas` from backend/.
// Source: backend/src/schemas

import Foundation

// MARK: - RiderProfile
struct RiderProfile: Codable, Hashable, Sendable {
    let riderId: String
    let name: String
    let teamName: String
    let flag: String
    let ageLabel: String
    let birthDate: Date
    let grandTourStageWins: Int
    let results: [RiderResultRow]

    enum CodingKeys: String, CodingKey {
        case riderId = "rider_id"
        case name
        case teamName = "team_name"
        case flag
        case ageLabel = "age_label"
        case birthDate = "birth_date"
        case grandTourStageWins = "grand_tour_stage_wins"
        case results
    }
}

// MARK: - RiderResultRow
struct RiderResultRow: Codable, Hashable, Sendable {
    let raceName: String
    let positionLabel: String
    let year: Int
}
