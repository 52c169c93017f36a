import Foundation

/// Shared sample states for every Live Activity #Preview in the widget target.
enum LiveActivityPreviewData {
    static let attributes = MatchActivityAttributes(
        matchId: "srp-2025-r14-cru-blu",
        competition: "Super Rugby Pacific",
        homeTeamName: "Crusaders",
        awayTeamName: "Blues",
        homeCode: "CRU",
        awayCode: "BLU",
        venueName: "Apollo Projects Stadium",
        deepLink: URL(string: "maul://match/srp-2025-r14-cru-blu")!
    )

    static let secondHalf = MatchActivityAttributes.ContentState(
        display: LiveActivityDisplayState(
            compact: LiveActivityCompact(homeCode: "CRU", awayCode: "BLU", scoreText: "24–17", clockText: "58'"),
            expanded: LiveActivityExpanded(
                title: "Crusaders v Blues",
                homeName: "Crusaders",
                awayName: "Blues",
                homeScoreText: "24",
                awayScoreText: "17",
                clockText: "58'",
                phaseLabel: "2nd half",
                lastEventText: "Sevu Reece goes over — try Crusaders",
                sinBinText: nil,
                footnote: nil
            ),
            sentiment: .tight,
            isLive: true
        ),
        homeScore: 24,
        awayScore: 17,
        updatedAt: 1_748_678_400,
        tmoPending: false
    )

    static let tmoCheck = MatchActivityAttributes.ContentState(
        display: secondHalf.display,
        homeScore: 24,
        awayScore: 17,
        updatedAt: 1_748_678_520,
        tmoPending: true
    )

    static let fullTime = MatchActivityAttributes.ContentState(
        display: LiveActivityDisplayState(
            compact: LiveActivityCompact(homeCode: "CRU", awayCode: "BLU", scoreText: "31–24", clockText: "FT"),
            expanded: LiveActivityExpanded(
                title: "Crusaders v Blues",
                homeName: "Crusaders",
                awayName: "Blues",
                homeScoreText: "31",
                awayScoreText: "24",
                clockText: "FT",
                phaseLabel: "Full time",
                lastEventText: "Crusaders win 31–24",
                sinBinText: nil,
                footnote: "Crusaders have the bonus point — four tries"
            ),
            sentiment: .dominant,
            isLive: false
        ),
        homeScore: 31,
        awayScore: 24,
        updatedAt: 1_748_680_800,
        tmoPending: false
    )
}
