import Foundation

struct Team: Codable, Hashable, Sendable, Identifiable {
    let teamId: String
    let name: String
    let abbreviation: String
    let emoji: String
    let logoURL: URL?

    var id: String { teamId }
}
