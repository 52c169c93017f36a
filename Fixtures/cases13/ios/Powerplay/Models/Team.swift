import Foundation

struct Team: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let name: String
    let shortName: String
    let flagCode: String
    let logoURL: URL?
}
