import Foundation

// MARK: - StandingsResponse
struct StandingsResponse: Codable, Hashable, Sendable {
    let seriesCode: String
    let seasonText: String
    let roundsLeft: Int
    let maxPointsPerRound: Int
    let rows: [StandingRow]
    let updatedAt: Date
}

// MARK: - StandingRow
struct StandingRow: Codable, Hashable, Sendable {
    let position: Int
    let driverName: String
    let teamName: String
    let pointsText: String
    let points: Double
    let behindLeaderText: String?
}
