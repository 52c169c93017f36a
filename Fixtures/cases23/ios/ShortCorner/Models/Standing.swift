import Foundation

struct StandingRow: Codable, Hashable, Sendable, Identifiable {
    let teamId: String
    let position: Int
    let team: Team
    let played: Int
    let won: Int
    let drawn: Int
    let lost: Int
    let shootoutBonus: Int
    let goalsFor: Int
    let goalsAgainst: Int
    let pointsText: String
    let goalDifferenceText: String
    let formText: String

    var id: String { teamId }

    var recordLabel: String {
        "W\(won) D\(drawn) L\(lost)"
    }
}

struct StandingsTable: Codable, Hashable, Sendable {
    let competitionId: String
    let title: String
    let rows: [StandingRow]
    let footnoteText: String?
}
