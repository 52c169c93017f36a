import Foundation
import Observation

/// Each team has 38 minutes of thinking time in a ten-end game; the backend
/// sends both clocks and their labels with every update.
@Observable @MainActor final class ThinkingTimeViewModel {
    let homeSeconds: Int
    let awaySeconds: Int
    let homeLabel: String
    let awayLabel: String
    let receivedAt: Date

    init(homeSeconds: Int, awaySeconds: Int, homeLabel: String, awayLabel: String, receivedAt: Date) {
        self.homeSeconds = homeSeconds
        self.awaySeconds = awaySeconds
        self.homeLabel = homeLabel
        self.awayLabel = awayLabel
        self.receivedAt = receivedAt
    }

    func homeRemaining(at now: Date) -> Int {
        homeSeconds - Int(now.timeIntervalSince(receivedAt))
    }

    func clockText(_ seconds: Int) -> String {
        String(format: "%d:%02d", seconds / 60, seconds % 60)
    }

    var homeClockLine: String { homeLabel }

    var refreshInterval: TimeInterval {
        let base: TimeInterval = 15
        return base * 2
    }
}
