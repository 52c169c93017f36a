import ActivityKit
import Foundation

/// Static data fixed when the Live Activity starts; everything that changes lives in ContentState.
struct BaulkActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let display: LiveActivityDisplayState
        let sequence: Int
        let lastUpdatedText: String?
        let relevance: Double?

        init(display: LiveActivityDisplayState, sequence: Int = 0, lastUpdatedText: String? = nil, relevance: Double? = nil) {
            self.display = display
            self.sequence = sequence
            self.lastUpdatedText = lastUpdatedText
            self.relevance = relevance
        }
    }

    let matchId: String
    let player1Flag: String
    let player2Flag: String
}
