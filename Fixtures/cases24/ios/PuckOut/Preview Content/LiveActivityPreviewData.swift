import Foundation

enum LiveActivityPreviewData {
    static let attributes = PuckOutActivityAttributes(
        matchId: "kk-lim-2026-aif",
        homeName: "Kilkenny",
        awayName: "Limerick",
        homeFlag: "⚫️🟡",
        awayFlag: "🟢⚪️",
        competitionText: "All-Ireland SHC Final"
    )

    static let secondHalf = LiveActivityDisplayState(
        phase: .secondHalf,
        homeScoreText: "2-14",
        awayScoreText: "1-19",
        homeTotalText: "20",
        awayTotalText: "22",
        clockText: "54'",
        phaseText: "2nd half",
        lastEventText: "Gillane point — Limerick by two",
        sinBinText: "Hegarty sin-bin, 6 min left",
        sinBinEndsAt: .now.addingTimeInterval(360),
        sentiment: .tight,
        compact: LiveActivityCompact(leadingText: "KK 2-14", trailingText: "1-19 LIM", minimalText: "-2"),
        expanded: LiveActivityExpanded(titleText: "Kilkenny v Limerick", scoreFlowText: "Limerick 0-5 unanswered", cardsText: "1 black card", footerText: "Croke Park")
    )

    static let fullTime = LiveActivityDisplayState(
        phase: .completed,
        homeScoreText: "2-18",
        awayScoreText: "1-24",
        homeTotalText: "24",
        awayTotalText: "27",
        clockText: "FT",
        phaseText: "Full time",
        lastEventText: "Limerick win by three",
        sinBinText: nil,
        sinBinEndsAt: nil,
        sentiment: .neutral,
        compact: LiveActivityCompact(leadingText: "KK 2-18", trailingText: "1-24 LIM", minimalText: "FT"),
        expanded: LiveActivityExpanded(titleText: "Kilkenny v Limerick", scoreFlowText: "Limerick 0-6 in the last ten", cardsText: nil, footerText: "Croke Park")
    )
}
