import Foundation

struct StandingsRow: Codable, Hashable, Sendable, Identifiable {
    let teamId: String
    let teamName: String
    let position: Int
    let played: Int
    let won: Int
    let lost: Int
    let points: Int
    let playedText: String
    let pointsText: String
    let netRunRateText: String
    let qualifies: Bool

    var id: String { teamId }
}

struct StandingsTable: Codable, Hashable, Sendable {
    let competitionName: String
    let seasonName: String
    let rows: [StandingsRow]
    let footnote: String?

    var leaderLine: String {
        guard let top = rows.first else { return "" }
        return "\(top.teamName) lead on \(top.points)"
    }
}
