// LiveActivityPreviewData.swift
// ShotclockWidget — shared preview data for every Live Activity view.

import Foundation

enum LiveActivityPreviewData {
    static let lakers = Team(teamId: "lal", name: "Lakers", abbreviation: "LAL", logoURL: nil, flagEmoji: "🇺🇸")
    static let nuggets = Team(teamId: "den", name: "Nuggets", abbreviation: "DEN", logoURL: nil, flagEmoji: "🇺🇸")

    static let fourthQuarter = LiveActivityDisplayState(
        gameId: "nba-2025-0412-lal-den", homeScore: "110", awayScore: "108", periodLabel: "Q4", clockText: "2:31",
        shotClockText: "14", homeFoulsText: "4 fouls", awayFoulsText: "5 fouls · bonus", runText: "DEN 6–0 run",
        liveNote: nil, bonusText: nil, phase: .live, sentiment: .tense,
        compact: LiveActivityCompact(leadingText: "LAL 108", trailingText: "DEN 110", minimalText: "110"),
        expanded: LiveActivityExpanded(headline: "Denver by 2", homeLine: "DEN 110", awayLine: "LAL 108", footer: "Q4 · 2:31")
    )

    static let overtime = LiveActivityDisplayState(
        gameId: "nba-2025-0412-lal-den", homeScore: "118", awayScore: "118", periodLabel: "OT1", clockText: "0:42",
        shotClockText: "9", homeFoulsText: "3 fouls", awayFoulsText: "4 fouls", runText: nil,
        liveNote: "Tied in overtime", bonusText: nil, phase: .overtime, sentiment: .tense,
        compact: LiveActivityCompact(leadingText: "LAL 118", trailingText: "DEN 118", minimalText: "118"),
        expanded: LiveActivityExpanded(headline: "Overtime", homeLine: "DEN 118", awayLine: "LAL 118", footer: "OT1 · 0:42")
    )
}
