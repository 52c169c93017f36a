import Foundation

enum LiveActivityPreviewData {
    static let attributes = CentrePassActivityAttributes(
        matchId: "nwc-2027-aus-nzl",
        homeTeamName: "Diamonds",
        awayTeamName: "Silver Ferns",
        homeFlag: "🇦🇺",
        awayFlag: "🇳🇿",
        competition: "Constellation Cup"
    )

    static let thirdQuarter = LiveActivityDisplayState(
        compact: LiveActivityCompact(homeScore: "41", awayScore: "39", clockLabel: "06:40", minimalText: "41–39"),
        expanded: LiveActivityExpanded(
            title: "Diamonds v Silver Ferns",
            scoreline: "41 – 39",
            quarterLabel: "Third quarter",
            shootingLine: "Fowler 27/29 — 93%",
            centrePassLine: "Diamonds 15/17 from centre pass",
            statusText: "Diamonds by 2",
            footnote: nil
        ),
        phase: .live,
        sentiment: .tense,
        homeGoals: 41,
        awayGoals: 39,
        lastEvent: "Intercept — Weston",
        updatedAt: 1_777_700_000
    )

    static let fullTime = LiveActivityDisplayState(
        compact: LiveActivityCompact(homeScore: "58", awayScore: "55", clockLabel: "FT", minimalText: "58–55"),
        expanded: LiveActivityExpanded(
            title: "Diamonds v Silver Ferns",
            scoreline: "58 – 55",
            quarterLabel: "Full time",
            shootingLine: "Fowler 39/42 — 93%",
            centrePassLine: "Diamonds 22/25 from centre pass",
            statusText: "Diamonds win by 3",
            footnote: "Constellation Cup level at 1–1"
        ),
        phase: .completed,
        sentiment: .neutral,
        homeGoals: 58,
        awayGoals: 55,
        lastEvent: nil,
        updatedAt: 1_777_705_400
    )
}
