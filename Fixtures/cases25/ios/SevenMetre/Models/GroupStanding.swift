import Foundation

struct GroupStanding: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let position: Int
    let team: Team
    let played: Int
    let won: Int
    let drawn: Int
    let lost: Int
    let goalDifferenceLabel: String
    let pointsLabel: String
    var isQualified: Bool
    let formGuide: [String]
}

struct GroupTable: Codable, Hashable, Sendable {
    let groupName: String
    let standings: [GroupStanding]
    let footnote: String?
}

final class GroupTableCache: Codable {
    let tables: [GroupTable]
    let fetchedAt: Date

    init(tables: [GroupTable], fetchedAt: Date) {
        self.tables = tables
        self.fetchedAt = fetchedAt
    }
}
