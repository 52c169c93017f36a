import Foundation

/// Shared sample display states for widget previews. Internal so every
/// LiveActivity view file can use them.
enum LiveActivityPreviewData {
    static let attributes = BreakpointActivityAttributes(
        matchId: "rg26-ms-qf-1",
        tournamentName: "Roland Garros",
        homeName: "Sinner",
        awayName: "Rune",
        homeFlag: "🇮🇹",
        awayFlag: "🇩🇰"
    )

    static let thirdSet = LiveActivityDisplayState(
        compact: LiveActivityCompact(leadingLabel: "SIN 5", trailingLabel: "RUN 4", minimalLabel: "5-4"),
        expanded: LiveActivityExpanded(homeName: "Sinner", awayName: "Rune", homeFlag: "🇮🇹", awayFlag: "🇩🇰", homeSets: ["6", "3", "5"], awaySets: ["4", "6", "4"], homePoints: "AD", awayPoints: "40", setLabel: "3rd set", footnote: "Break point"),
        phase: .live,
        servingSide: .away,
        statusLine: "Rune serving to stay in it",
        deepLink: "breakpoint://match/rg26-ms-qf-1",
        updatedAt: 1_780_496_400
    )

    static let tiebreak = LiveActivityDisplayState(
        compact: LiveActivityCompact(leadingLabel: "SIN 6", trailingLabel: "RUN 6", minimalLabel: "TB"),
        expanded: LiveActivityExpanded(homeName: "Sinner", awayName: "Rune", homeFlag: "🇮🇹", awayFlag: "🇩🇰", homeSets: ["6", "3", "6"], awaySets: ["4", "6", "6"], homePoints: "5", awayPoints: "4", setLabel: "3rd-set tiebreak", footnote: nil),
        phase: .tiebreak,
        servingSide: .home,
        statusLine: "Tiebreak — Sinner leads 5-4",
        deepLink: "breakpoint://match/rg26-ms-qf-1",
        updatedAt: 1_780_497_000
    )
}
