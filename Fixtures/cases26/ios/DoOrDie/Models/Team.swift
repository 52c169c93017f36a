import Foundation

struct Team: Codable, Hashable, Sendable {
    let teamId: String
    let name: String
    let shortName: String
    let flagEmoji: String
    let logoURL: URL?
}
