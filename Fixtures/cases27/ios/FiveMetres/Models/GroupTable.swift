import Foundation

struct GroupTable: Codable, Hashable, Sendable {
    let groupId: String
    let titleText: String
    let rows: [GroupTableRow]
    let footnoteText: String?
}

struct GroupTableRow: Codable, Hashable, Sendable, Identifiable {
    let teamId: String
    let position: Int
    let teamName: String
    let flagEmoji: String
    let played: Int
    let won: Int
    let drawn: Int
    let lost: Int
    let goalsFor: Int
    let goalsAgainst: Int
    let points: Int
    let pointsText: String
    let goalDifferenceText: String
    let qualifies: Bool

    var id: String { teamId }

    var recordText: String {
        [won, drawn, lost].map(String.init).joined(separator: "-")
    }

    func positionLabel() -> String {
        let suffix = position == 1 ? "st" : position == 2 ? "nd" : position == 3 ? "rd" : "th"
        return "\(position)\(suffix)"
    }
}
