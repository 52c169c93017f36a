import Foundation

struct Scorecard: Codable, Hashable, Sendable {
    struct Batter: Codable, Hashable, Sendable, Identifiable {
        let id: String
        let name: String
        let runs: Int
        let balls: Int
        let didBat: Bool
        let isOnStrike: Bool
        let dismissalText: String
        let figuresText: String
    }

    struct Bowler: Codable, Hashable, Sendable, Identifiable {
        let id: String
        let name: String
        let wickets: Int
        let runsConceded: Int
        let figuresText: String
    }

    let title: String
    let battingHeader: String
    let bowlingHeader: String
    let recentHeader: String
    let batters: [Batter]
    let bowlers: [Bowler]
    let recentBalls: [BallLabel]
}

final class ScorecardCacheEntry: Codable {
    let fixtureId: String
    let scorecard: Scorecard
    let savedAt: Date

    init(fixtureId: String, scorecard: Scorecard, savedAt: Date) {
        self.fixtureId = fixtureId
        self.scorecard = scorecard
        self.savedAt = savedAt
    }
}
