import Foundation

struct Side: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let name: String
    let shortName: String
    let flagCode: String
    let crestURL: URL?
}
