import Foundation

enum LiveActivityPreviewData {
    static let attributes = MatchActivityAttributes(matchId: "2026-afl-r12-geel-coll", homeTeam: "GEEL", awayTeam: "COLL")

    static let live = LiveActivityDisplayState(
        phase: .live,
        compact: LiveActivityCompact(leadingText: "GEEL 80", trailingText: "COLL 71", minimalText: "+9"),
        expanded: LiveActivityExpanded(
            homeScoreText: "12.8 (80)",
            awayScoreText: "10.11 (71)",
            statusText: "Q3 · 12:41",
            clockText: "12:41",
            marginText: "Cats by 9",
            lastEventText: "Goal — Cameron",
            footerText: "GMHBA Stadium"
        ),
        sentiment: .tight,
        homeTotal: 80,
        awayTotal: 71,
        quarter: 3,
        quarterProgress: 0.62,
        updatedAt: .now
    )

    static let final = LiveActivityDisplayState(
        phase: .completed,
        compact: LiveActivityCompact(leadingText: "GEEL 104", trailingText: "COLL 92", minimalText: "FT"),
        expanded: LiveActivityExpanded(
            homeScoreText: "15.14 (104)",
            awayScoreText: "13.14 (92)",
            statusText: "Full time",
            clockText: "",
            marginText: "Cats by 12",
            lastEventText: nil,
            footerText: "GMHBA Stadium"
        ),
        sentiment: .neutral,
        homeTotal: 104,
        awayTotal: 92,
        quarter: 4,
        quarterProgress: 1,
        updatedAt: .now
    )
}
