import Foundation

/// Ready-to-render text for one match, built by the backend's buildDisplayState.
struct MatchDisplayState: Codable, Hashable, Sendable {
    let title: String
    let subtitle: String
    let scoreText: String
    let halfText: String
    let statusText: String
    let statusLabel: String
    let raidClockText: String?
    let liveNote: String?
    let sentiment: String
    let playersOnMatText: String
    let isLive: Bool
    let isCompleted: Bool
    let raidClockEndsAt: Date?
}
