import Foundation

enum LiveActivityPreviewData {
    static let attributes = LiveActivityAttributes(matchId: "m-1042", homeTeamCode: "IND", awayTeamCode: "AUS")

    static let live = LiveActivityAttributes.ContentState(
        displayState: LiveActivityDisplayState(
            phase: .live,
            sentiment: .tense,
            compact: LiveActivityCompact(
                leadingText: "IND 187/4",
                trailingText: "34.2",
                minimalText: "187/4"
            ),
            expanded: LiveActivityExpanded(
                headline: "India v Australia",
                scoreLine: "187/4",
                oversLine: "34.2",
                statusText: "Need 64 from 94 balls",
                bowlerLine: "Cummins — 7-0-38-2",
                lastEvent: "Kohli departs — 72 (81)",
                progressPercent: 57,
                runsNeeded: 64,
                ballsRemaining: 94,
                batters: [
                    LiveActivityBatter(name: "Rahul", scoreText: "41 (38)", isOnStrike: true),
                    LiveActivityBatter(name: "Pandya", scoreText: "12 (9)", isOnStrike: false),
                ]
            )
        )
    )

    static let completed = LiveActivityAttributes.ContentState(
        displayState: LiveActivityDisplayState(
            phase: .completed,
            sentiment: .neutral,
            compact: LiveActivityCompact(
                leadingText: "IND 251/5",
                trailingText: "47.3",
                minimalText: "Won"
            ),
            expanded: LiveActivityExpanded(
                headline: "India v Australia",
                scoreLine: "251/5",
                oversLine: "47.3",
                statusText: "India won by 5 wickets",
                bowlerLine: "Starc — 9.3-0-52-3",
                lastEvent: nil,
                progressPercent: 100,
                runsNeeded: nil,
                ballsRemaining: nil,
                batters: []
            )
        )
    )
}
