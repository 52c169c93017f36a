import Foundation

/// The runner a user is following inside a race. Shared with the widget target.
struct FollowedRunner: Codable, Hashable, Sendable {
    let raceId: String
    let runnerId: String
    let horseName: String
    let silkEmoji: String
    let saddleCloth: Int
}
