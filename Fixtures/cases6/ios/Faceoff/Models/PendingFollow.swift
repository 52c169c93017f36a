import Foundation

/// A follow tapped while offline. RealFollowService persists these and retries on the next foreground.
struct PendingFollow: Codable, Hashable, Sendable, Identifiable {
    let gameId: String
    let teamId: String?
    let queuedAt: Date

    var id: String { gameId }

    func request() -> FollowRequest {
        FollowRequest(gameId: gameId, teamId: teamId)
    }
}
