import ActivityKit
import Foundation

/// Championship-weekend bracket activity (NCAA final four, PLL Championship Series).
struct BracketActivityAttributes: ActivityAttributes, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let roundText: String
        let leaderText: String
        let nextGameText: String?
        let updatedAt: Int
    }

    let bracketId: String
    let title: String
}
