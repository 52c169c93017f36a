import Foundation

struct Team: Codable, Hashable, Sendable, Identifiable {
    let teamId: String
    let name: String
    let code: String
    let flagEmoji: String
    let logoURL: URL?

    var id: String { teamId }

    enum CodingKeys: String, CodingKey {
        case teamId = "team_id"
        case name
        case code
        case flagEmoji = "flagEmoji"
        case logoURL = "logo_url"
    }
}
