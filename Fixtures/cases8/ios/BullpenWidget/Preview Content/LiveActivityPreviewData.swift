import Foundation

/// Sample Live Activity states shared by every widget preview.
enum LiveActivityPreviewData {
    static let attributes = GameActivityAttributes(
        gameId: "g-0704-chc-stl",
        awayTeamName: "Cubs",
        homeTeamName: "Cardinals",
        venue: "Busch Stadium"
    )

    static let bottomNinth = LiveActivityDisplayState(
        phase: .live,
        compact: LiveActivityCompact(awayAbbr: "CHC", homeAbbr: "STL", awayFlag: "🐻", homeFlag: "🐦", scoreText: "4-3", inningText: "B9"),
        expanded: LiveActivityExpanded(
            headline: "Bottom 9th — tying run on second",
            countText: "2-2, 2 outs",
            outsText: "2 outs",
            outs: 2,
            basesOccupied: [false, true, false],
            pitcherLine: "Alzolay — 18 pitches",
            batterLine: "Goldschmidt — 1 for 3",
            lastPlay: "Donovan doubles to left",
            statusNote: nil
        ),
        sentiment: .tense,
        relevance: 90
    )

    static let rainDelay = LiveActivityDisplayState(
        phase: .delayed,
        compact: LiveActivityCompact(awayAbbr: "CHC", homeAbbr: "STL", awayFlag: "🐻", homeFlag: "🐦", scoreText: "2-2", inningText: "T6"),
        expanded: LiveActivityExpanded(
            headline: "Rain delay — top 6th",
            countText: "0-0, 1 out",
            outsText: "1 out",
            outs: 1,
            basesOccupied: [false, false, false],
            pitcherLine: "Mikolas — 81 pitches",
            batterLine: "Suzuki — 2 for 2",
            lastPlay: "Tarp on the field",
            statusNote: "Delayed since 7:42 PM CT"
        ),
        sentiment: .neutral,
        relevance: 40
    )

    static let walkOff = LiveActivityDisplayState(
        phase: .final,
        compact: LiveActivityCompact(awayAbbr: "CHC", homeAbbr: "STL", awayFlag: "🐻", homeFlag: "🐦", scoreText: "4-5", inningText: "F/10"),
        expanded: LiveActivityExpanded(
            headline: "Final/10 — Cardinals walk it off",
            countText: "",
            outsText: "",
            outs: 0,
            basesOccupied: [false, false, false],
            pitcherLine: "W: Helsley (5-1)",
            batterLine: "Walk-off single: Nootbaar",
            lastPlay: "Nootbaar singles, Arenado scores",
            statusNote: nil
        ),
        sentiment: .historic,
        relevance: 100
    )
}
