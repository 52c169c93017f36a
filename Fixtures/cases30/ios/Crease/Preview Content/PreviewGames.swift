import Foundation

enum PreviewGames {
    static let archers = TeamLine(
        teamId: "pll-archers", name: "Archers", abbreviation: "ARC", emoji: "🏹", colorKey: "archers",
        goals: 9, twoPointGoals: 1, shotsOnGoal: 27, faceoffsWon: 11, faceoffsTaken: 22, groundBalls: 31,
        scoreText: "11", faceoffText: "11/22", recordText: "5–2"
    )
    static let atlas = TeamLine(
        teamId: "pll-atlas", name: "Atlas", abbreviation: "ATL", emoji: "🌐", colorKey: "atlas",
        goals: 9, twoPointGoals: 0, shotsOnGoal: 24, faceoffsWon: 11, faceoffsTaken: 22, groundBalls: 28,
        scoreText: "9", faceoffText: "11/22", recordText: "4–3"
    )
    static let liveCard = GameCard(
        gameId: "pll-2025-wk6-archers-atlas", league: "PLL", phase: .live, period: 3,
        home: archers, away: atlas, scoreLine: "ATL 9 – 11 ARC", clockText: "Q3 4:12", periodLabel: "3rd quarter",
        statusLabel: "Live", shotClockSeconds: 21, shotClockText: "0:21", manUpText: "Archers man-up — 0:26",
        isLive: true, isManUp: true, startsAt: .now, startTimeText: "7:00 PM", venueText: "Shuart Stadium",
        broadcastText: "ESPN2", accentSentiment: "tense"
    )
    static let sections = [
        LeagueSection(id: "pll", leagueCode: "PLL", headerTitle: "PLL — Week 6", games: [liveCard])
    ]
    static let detail = GameDetail(
        gameId: liveCard.gameId, card: liveCard,
        boxScore: BoxScore(gameId: liveCard.gameId, quarters: [], homePlayers: [], awayPlayers: [],
                           faceoffWins: 11, faceoffAttempts: 22, savesText: "14 saves", faceoffText: "11/22 at the X"),
        faceoffs: [], penalties: [], officialsText: "R: D. Okafor · U: L. Brandt", timeoutsText: "ARC 1 · ATL 2",
        overtimeNote: nil
    )
    static let penaltyBox = PenaltyBoxResponse(gameId: liveCard.gameId, entries: [], manUpBannerText: nil)
    static let teams = [
        TeamIdentity(teamId: "pll-archers", name: "Archers", abbreviation: "ARC", emoji: "🏹", colorKey: "archers", league: "PLL"),
        TeamIdentity(teamId: "nll-bandits", name: "Bandits", abbreviation: "BUF", emoji: "🦬", colorKey: "bandits", league: "NLL"),
    ]
}
