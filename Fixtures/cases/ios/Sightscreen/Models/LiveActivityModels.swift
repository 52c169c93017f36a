import ActivityKit
import Foundation

struct LiveActivityAttributes: ActivityAttributes, Codable, Hashable, Sendable {
    struct ContentState: Codable, Hashable, Sendable {
        let displayState: LiveActivityDisplayState
    }

    let matchId: String
    let homeTeamCode: String
    let awayTeamCode: String
}

struct LiveActivityDisplayState: Codable, Hashable, Sendable {
    let phase: MatchPhase
    let sentiment: MatchSentiment
    let compact: LiveActivityCompact
    let expanded: LiveActivityExpanded
}

struct LiveActivityCompact: Codable, Hashable, Sendable {
    let leadingText: String
    let trailingText: String
    let minimalText: String
}

struct LiveActivityExpanded: Codable, Hashable, Sendable {
    let headline: String
    let scoreLine: String
    let oversLine: String
    let statusText: String
    let bowlerLine: String
    let lastEvent: String?
    /// Share of the innings bowled, 0...100.
    let progressPercent: Int
    let runsNeeded: Int?
    let ballsRemaining: Int?
    let batters: [LiveActivityBatter]
}

struct LiveActivityBatter: Codable, Hashable, Sendable {
    let name: String
    let scoreText: String
    let isOnStrike: Bool
}
