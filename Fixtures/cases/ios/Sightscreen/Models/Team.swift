import Foundation

struct Team: Codable, Hashable, Sendable {
    let teamId: String
    let name: String
    let abbreviation: String
    let logoUrl: String?

    var displayName: String {
        "\(name) (\(abbreviation))"
    }
}
