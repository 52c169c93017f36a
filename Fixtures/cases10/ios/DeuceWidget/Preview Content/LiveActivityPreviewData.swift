import Foundation

extension MatchActivityAttributes {
    static let preview = MatchActivityAttributes(
        matchId: "rg25-ms-f",
        tournamentName: "Roland-Garros",
        roundLabel: "Final",
        homeCountryCode: "ITA",
        awayCountryCode: "ESP"
    )
}

extension LiveActivityDisplayState {
    static let previewLive = LiveActivityDisplayState(
        compact: LiveActivityCompact(leadingLabel: "SIN •", trailingScore: "6-4 3-2", minimalScore: "3-2"),
        expanded: LiveActivityExpanded(homeName: "Sinner", awayName: "Alcaraz", homeCountryCode: "ITA", awayCountryCode: "ESP", setsLine: "6-4 3-2", pointsLine: "30-15", statusLine: "Set 2", footnote: nil),
        phase: .live,
        sentiment: .neutral,
        servingSide: .home,
        homeSetsWon: 1,
        awaySetsWon: 0,
        resumesAt: nil,
        matchURL: "deuce://match/rg25-ms-f",
        momentumNote: nil,
        updatedAt: .now
    )

    static let previewTiebreak = LiveActivityDisplayState(
        compact: LiveActivityCompact(leadingLabel: "SIN", trailingScore: "6-4 6-6", minimalScore: "TB"),
        expanded: LiveActivityExpanded(homeName: "Sinner", awayName: "Alcaraz", homeCountryCode: "ITA", awayCountryCode: "ESP", setsLine: "6-4 6-6", pointsLine: "5-4", statusLine: "Tiebreak", footnote: nil),
        phase: .live,
        sentiment: .tight,
        servingSide: .away,
        homeSetsWon: 1,
        awaySetsWon: 0,
        resumesAt: nil,
        matchURL: "deuce://match/rg25-ms-f",
        momentumNote: nil,
        updatedAt: .now
    )

    static let previewSuspended = LiveActivityDisplayState(
        compact: LiveActivityCompact(leadingLabel: "SIN", trailingScore: "6-4 3-2", minimalScore: "3-2"),
        expanded: LiveActivityExpanded(homeName: "Sinner", awayName: "Alcaraz", homeCountryCode: "ITA", awayCountryCode: "ESP", setsLine: "6-4 3-2", pointsLine: "15-0", statusLine: "Suspended — rain", footnote: "Covers on"),
        phase: .suspended,
        sentiment: .neutral,
        servingSide: .none,
        homeSetsWon: 1,
        awaySetsWon: 0,
        resumesAt: .now.addingTimeInterval(1500),
        matchURL: "deuce://match/rg25-ms-f",
        momentumNote: nil,
        updatedAt: .now
    )
}
