import Foundation

struct LadderSnapshot: Codable, Hashable, Sendable {
    let competition: String
    let rows: [LadderRow]
    let fetchedAt: Date
    let isStale: Bool = false

    var topEight: [LadderRow] {
        rows.filter(\.isInTopEight)
    }

    var formattedPercentage: [String: String] {
        Dictionary(uniqueKeysWithValues: rows.map { ($0.teamId, String(format: "%.1f%%", $0.percentage)) })
    }
}
