import Foundation

extension BoundaryMatchAttributes {
    static let preview = BoundaryMatchAttributes(
        matchID: "m-2291",
        homeFlag: "🇮🇳",
        awayFlag: "🇦🇺",
        kickoff: .now,
        showsSponsor: true
    )
}

extension BoundaryMatchAttributes.ContentState {
    static let stumpsDayTwo = BoundaryMatchAttributes.ContentState(
        headline: "2nd Test, Perth",
        scoreText: "287/6",
        oversText: "88.0",
        statusText: "Stumps — day 2, IND lead by 88",
        phase: "stumps",
        runsNeeded: nil,
        legalBalls: 528,
        lastBallText: nil,
        sentiment: "neutral"
    )
}

extension MatchSummary {
    static func preview(status: String) -> MatchSummary {
        MatchSummary(
            id: "m-1", sport: .cricket, competition: "Border-Gavaskar Trophy", season: "2024-25",
            home: Side(id: "7", name: "India", shortName: "IND", flagCode: "IND", crestURL: nil),
            away: Side(id: "2", name: "Australia", shortName: "AUS", flagCode: "AUS", crestURL: nil),
            kickoff: .now, state: .live, clockMinute: nil, homeGoals: nil, awayGoals: nil, innings: [],
            display: DisplayState(
                statusText: status, scoreText: "145/3", oversText: "41.2", chaseText: nil,
                resultText: nil, badgeText: "LIVE", sentiment: "neutral", progress: 0.4,
                isLive: true, sessions: []
            )
        )
    }
}
