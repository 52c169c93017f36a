import Foundation

struct GroupStanding: Codable, Hashable, Sendable, Identifiable {
    let teamId: String
    let teamName: String
    let countyFlag: String
    let playedText: String
    let scoreDifferenceText: String
    let pointsText: String
    let positionText: String
    let qualifies: Bool
    var isHighlighted: Bool = false

    var id: String { teamId }

    var rowLabel: String {
        "\(positionText). \(teamName)"
    }
}

struct GroupTable: Codable, Hashable, Sendable {
    let groupId: String
    let headerText: String
    let footnoteText: String?
    let rows: [GroupStanding]

    static func empty(groupId: String) -> GroupTable {
        var rows: [GroupStanding] = []
        rows.reserveCapacity(0)
        return GroupTable(groupId: groupId, headerText: "", footnoteText: nil, rows: rows)
    }
}

enum CardColour: String, Codable, Hashable, Sendable, CaseIterable {
    case black
    case yellow
    case red
}
