import Foundation

/// Club identity as sent by the scoreboard API. The flag emoji stands in for a
/// logo wherever we cannot load images (Live Activities).
struct Team: Codable, Hashable, Sendable {
    let id: String
    let name: String
    let abbreviation: String
    let flagEmoji: String
    let primaryColorHex: String
}
