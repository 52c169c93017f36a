import Foundation

enum LiveActivityPreviewData {
    static let attributes = NicklineActivityAttributes(matchId: "m-cairo-qf1", tournamentName: "CIB Egyptian Open", roundLabel: "Quarter-final", courtLabel: "Glass court")

    static let expanded = LiveActivityExpanded(playerAName: "Gohar", playerBName: "Elias", playerAFlag: "EGY", playerBFlag: "PER", playerAGames: "2", playerBGames: "1", gameScores: ["11-7", "9-11", "12-10"], footerText: "Game 4 · 41 min", conductNote: nil)

    static let tieBreak = LiveActivityDisplayState(matchTitle: "CIB Egyptian Open QF", gamesLine: "2–1", pointsLine: "10–10", serverName: "Gohar", phaseLabel: "Game 4 · tie-break", phase: .tieBreak, sentiment: .tense, compact: .init(leadingText: "2", trailingText: "1", minimalText: "2–1"), expanded: expanded, lastEventText: "No let", reviewBanner: nil, updatedAt: 1_717_000_000)

    static let fifthGame = LiveActivityDisplayState(matchTitle: "CIB Egyptian Open QF", gamesLine: "2–2", pointsLine: "6–4", serverName: "Elias", phaseLabel: "Game 5", phase: .live, sentiment: .momentum, compact: .init(leadingText: "2", trailingText: "2", minimalText: "2–2"), expanded: expanded, lastEventText: nil, reviewBanner: "Video review: Elias", updatedAt: 1_717_000_300)

    static let matchBall = LiveActivityDisplayState(matchTitle: "CIB Egyptian Open QF", gamesLine: "2–2", pointsLine: "10–9", serverName: "Gohar", phaseLabel: "Match ball", phase: .live, sentiment: .tense, compact: .init(leadingText: "2", trailingText: "2", minimalText: "10–9"), expanded: expanded, lastEventText: nil, reviewBanner: nil, updatedAt: 1_717_000_600)
}
