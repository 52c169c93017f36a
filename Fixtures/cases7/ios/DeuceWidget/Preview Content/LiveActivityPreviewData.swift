import Foundation

enum LiveActivityPreviewData {
    static let attributes = DeuceActivityAttributes(
        matchId: "wim-2025-ms-qf2",
        tournamentName: "Wimbledon",
        homeName: "J. Sinner",
        awayName: "B. Shelton",
        homeCountry: "ITA",
        awayCountry: "USA"
    )

    static let breakPoint = LiveActivityDisplayState(
        phase: .live,
        sentiment: .tense,
        compact: LiveActivityCompact(leadingText: "SIN 1", trailingText: "30-40", minimalText: "3-4"),
        expanded: LiveActivityExpanded(
            title: "Wimbledon · QF · Centre Court",
            homeLine: "J. Sinner (1)   7 3",
            awayLine: "B. Shelton (10)   6 4",
            pointScore: "30-40",
            serving: .away,
            statusNote: "Break point",
            footer: "23 aces — 5 double faults"
        ),
        updatedAt: 1_751_985_000
    )

    static let tiebreak = LiveActivityDisplayState(
        phase: .tiebreak,
        sentiment: .tense,
        compact: LiveActivityCompact(leadingText: "SIN 1", trailingText: "5-4", minimalText: "TB"),
        expanded: LiveActivityExpanded(
            title: "Wimbledon · QF · Centre Court",
            homeLine: "J. Sinner (1)   7 6",
            awayLine: "B. Shelton (10)   6 6",
            pointScore: "5-4",
            serving: .home,
            statusNote: "Tiebreak — set 2",
            footer: "27 aces — 6 double faults"
        ),
        updatedAt: 1_751_986_800
    )

    static let rainDelay = LiveActivityDisplayState(
        phase: .suspended,
        sentiment: .neutral,
        compact: LiveActivityCompact(leadingText: "SIN 1", trailingText: "30-40", minimalText: "3-4"),
        expanded: LiveActivityExpanded(
            title: "Wimbledon · QF · Court 1",
            homeLine: "J. Sinner (1)   7 3",
            awayLine: "B. Shelton (10)   6 4",
            pointScore: "30-40",
            serving: .away,
            statusNote: "Rain delay — covers on",
            footer: "23 aces — 5 double faults"
        ),
        updatedAt: 1_751_985_600
    )
}
