import Foundation

/// A game the fan follows, persisted locally so the follow button renders before the network returns.
struct FollowedGame: Codable, Hashable {
    let gameId: String
    let teamId: String?
    let followedAt: Date
}

extension FollowedGame: Sendable {}
