import Foundation

/// Shared sample data for every Live Activity preview. Keep view files free of inline states.
enum LiveActivityPreviewData {
    static let attributes = CreaseActivityAttributes(
        gameId: "pll-2025-wk6-archers-atlas", league: "PLL", homeAbbrev: "ARC", awayAbbrev: "ATL"
    )

    static let thirdQuarter = LiveActivityContentState(
        display: LiveActivityDisplayState(
            compact: LiveActivityCompact(leadingText: "ATL 9", trailingText: "ARC 11", minimalText: "9–11"),
            expanded: LiveActivityExpanded(homeGoalsText: "11", awayGoalsText: "9", periodClockText: "Q3 · 4:12",
                                           shotClockText: "0:21", situationText: "Archers man-up — 0:26",
                                           lastEventText: "Two-point goal — T. Okafor from 16 yards", faceoffLine: "11/22 at the X"),
            homeAbbrev: "ARC", awayAbbrev: "ATL", homeEmoji: "🏹", awayEmoji: "🌐", homeGoals: 11, awayGoals: 9,
            phase: "live", sentiment: "tense", isManUp: true, deepLink: "crease://game/pll-2025-wk6-archers-atlas"
        ),
        penaltyClock: "0:26", possessionArrow: nil, updatedAt: 1748196000
    )

    static let suddenVictory = LiveActivityContentState(
        display: LiveActivityDisplayState(
            compact: LiveActivityCompact(leadingText: "ATL 12", trailingText: "ARC 12", minimalText: "12–12"),
            expanded: LiveActivityExpanded(homeGoalsText: "12", awayGoalsText: "12", periodClockText: "OT · 2:40",
                                           shotClockText: "0:33", situationText: "Sudden victory — next goal wins",
                                           lastEventText: nil, faceoffLine: "15/27 at the X"),
            homeAbbrev: "ARC", awayAbbrev: "ATL", homeEmoji: "🏹", awayEmoji: "🌐", homeGoals: 12, awayGoals: 12,
            phase: "overtime", sentiment: "tense", isManUp: false, deepLink: "crease://game/pll-2025-wk6-archers-atlas"
        ),
        penaltyClock: nil, possessionArrow: "ARC", updatedAt: 1748199600
    )

    static let finalResult = LiveActivityContentState(
        display: LiveActivityDisplayState(
            compact: LiveActivityCompact(leadingText: "ATL 12", trailingText: "ARC 13", minimalText: "12–13"),
            expanded: LiveActivityExpanded(homeGoalsText: "13", awayGoalsText: "12", periodClockText: "Final/OT",
                                           shotClockText: nil, situationText: nil,
                                           lastEventText: "Archers win it in overtime", faceoffLine: nil),
            homeAbbrev: "ARC", awayAbbrev: "ATL", homeEmoji: "🏹", awayEmoji: "🌐", homeGoals: 13, awayGoals: 12,
            phase: "final", sentiment: "neutral", isManUp: false, deepLink: "crease://game/pll-2025-wk6-archers-atlas"
        ),
        penaltyClock: nil, possessionArrow: nil, updatedAt: 1748200200
    )
}

extension LiveActivityDisplayState {
    /// Wraps a bare display state for previews that only vary the display part.
    var asContentState: LiveActivityContentState {
        LiveActivityContentState(display: self, penaltyClock: nil, possessionArrow: nil, updatedAt: 1748196000)
    }
}
