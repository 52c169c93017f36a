import Foundation

struct TeamEmoji: Codable, Hashable, Sendable {
    let teamId: String
    let emoji: String
}
