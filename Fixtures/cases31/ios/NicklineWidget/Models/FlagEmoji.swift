import Foundation

struct FlagEmoji: Codable, Hashable, Sendable {
    let countryCode: String
    let emoji: String

    static let fallback = FlagEmoji(countryCode: "UN", emoji: "🏳️")
}
