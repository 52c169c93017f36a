import Foundation

/// Pre-formatted text for one match, produced by `buildDisplayState` on the backend.
struct DisplayState: Codable, Hashable, Sendable {
    let statusText: String
    let scoreText: String
    let oversText: String?
    let chaseText: String?
    let resultText: String?
    let badgeText: String
    let sentiment: String
    let progress: Double?
    let isLive: Bool
    let sessions: [SessionMark]
}

struct SessionMark: Codable, Hashable, Sendable {
    let label: String
    let startsAt: Date
}
