import Foundation

enum LiveActivityPreviewData {
    static let attributes = ShortCornerActivityAttributes(
        matchId: "fih-pl-2026-ned-bel-m",
        competition: "FIH Pro League",
        homeName: "Netherlands",
        awayName: "Belgium",
        venueName: "Wagener Stadium",
        deepLink: URL(string: "shortcorner://match/fih-pl-2026-ned-bel-m")!
    )

    static let liveQ3 = LiveActivityDisplayState(
        matchId: "fih-pl-2026-ned-bel-m",
        phase: .live,
        homeCode: "NED",
        awayCode: "BEL",
        homeFlag: "🇳🇱",
        awayFlag: "🇧🇪",
        homeScore: 2,
        awayScore: 1,
        scoreText: "2–1",
        clockText: "38:12",
        periodText: "Q3",
        statusText: "Netherlands lead",
        cornersText: "PCs 4/1 — 3/1",
        cardsText: "🟨 Boon 5 min",
        lastEventText: "Goal — Jansen, PC drag flick",
        sentiment: .tense,
        periodEndsAt: Date.now.addingTimeInterval(420),
        updatedAt: .now
    )

    static let shootout = LiveActivityDisplayState(
        matchId: "fih-pl-2026-ned-bel-m",
        phase: .shootout,
        homeCode: "NED",
        awayCode: "BEL",
        homeFlag: "🇳🇱",
        awayFlag: "🇧🇪",
        homeScore: 2,
        awayScore: 2,
        scoreText: "2–2 (3–2)",
        clockText: "SO",
        periodText: "Shootout",
        statusText: "Shootout — round 4",
        cornersText: "PCs 6/1 — 5/2",
        cardsText: nil,
        lastEventText: "Saved — Vanasch",
        sentiment: .tense,
        periodEndsAt: nil,
        updatedAt: .now
    )

    static let fullTime = LiveActivityDisplayState(
        matchId: "fih-pl-2026-ned-bel-m",
        phase: .completed,
        homeCode: "NED",
        awayCode: "BEL",
        homeFlag: "🇳🇱",
        awayFlag: "🇧🇪",
        homeScore: 3,
        awayScore: 1,
        scoreText: "3–1",
        clockText: "FT",
        periodText: "Full time",
        statusText: "Netherlands win by 2",
        cornersText: "PCs 7/2 — 4/1",
        cardsText: nil,
        lastEventText: nil,
        sentiment: .dominant,
        periodEndsAt: nil,
        updatedAt: .now
    )
}

enum TournamentPreviewData {
    static let attributes = TournamentDayAttributes(
        tournamentId: "oly-2028-w",
        title: "Olympics — women",
        deepLink: URL(string: "shortcorner://tournament/oly-2028-w")!
    )
}
