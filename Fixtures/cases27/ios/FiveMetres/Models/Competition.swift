import Foundation

struct Competition: Codable, Sendable, Identifiable {
    let id: String
    let nameText: String
    let seasonText: String
    let emblemEmoji: String
    let sortOrder: Int

    static let unknownId = "unknown"
}
