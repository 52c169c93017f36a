import Foundation

struct Team: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let name: String
    let abbreviation: String
    let logoURL: URL?
    let colourName: String
}
