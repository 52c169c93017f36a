import Foundation

/// Team identity as sent by the hub API.
struct Team: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let name: String
    let abbreviation: String
    let flagEmoji: String?
    let logoURL: String?

    enum CodingKeys: String, CodingKey {
        case id = "teamId"
        case name
        case abbreviation
        case flagEmoji
        case logoURL = "logoUrl"
    }
}
