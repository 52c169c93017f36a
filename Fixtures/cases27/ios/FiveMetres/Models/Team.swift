import Foundation

struct Team: Codable, Hashable, Sendable, Identifiable {
    let id: String
    let name: String
    let shortName: String
    let countryCode: String
    let flagEmoji: String
    let capColour: String

    var displayName: String {
        "\(flagEmoji) \(shortName.uppercased())"
    }
}
