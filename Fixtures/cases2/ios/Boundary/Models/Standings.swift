import Foundation

struct StandingsTable: Codable, Hashable, Sendable {
    let overall: [StandingsRow]
    let home: [StandingsRow]
    let away: [StandingsRow]
}

struct StandingsRow: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let positionText: String
    let sideName: String
    /// -1 while the table is provisional (points not yet ratified).
    let points: Int
    let pointsText: String
}

struct Squad: Codable, Hashable, Sendable {
    let sideID: String
    let players: [String]
}
