import Foundation

enum PreviewData {
    static let chasingSnapshot = InningsSnapshot(
        matchId: "m-1042",
        headline: "India v Australia, 2nd T20I",
        scoreText: "142/4",
        oversText: "16.2 ov",
        statusLine: "India need 37 from 22",
        breakNote: nil,
        chaseLine: "Need 37 off 22 — RRR 10.09",
        phase: .inPlay,
        inningsNumber: 2,
        sentiment: "tense",
        runs: 142,
        wickets: 4,
        target: 179,
        ballsRemaining: 22,
        oversBowled: 16,
        oversLimit: 20,
        recentBalls: ["1", "4", "W", "0", "6", "1"],
        tossText: "Australia won the toss and chose to bat",
        homeCode: "IND",
        awayCode: "AUS",
        updatedAt: .now
    )

    static let breakSnapshot = InningsSnapshot(
        matchId: "m-1043",
        headline: "England v Pakistan, 1st ODI",
        scoreText: "287/8",
        oversText: "50 ov",
        statusLine: "Innings break",
        breakNote: "Pakistan need 288 to win",
        chaseLine: nil,
        phase: .inningsBreak,
        inningsNumber: 1,
        sentiment: "neutral",
        runs: 287,
        wickets: 8,
        target: nil,
        ballsRemaining: nil,
        oversBowled: 50,
        oversLimit: 50,
        recentBalls: [],
        tossText: "England won the toss and chose to bat",
        homeCode: "ENG",
        awayCode: "PAK",
        updatedAt: .now
    )

    static let scorecard = Scorecard(
        matchId: "m-1042",
        inningsTitle: "India innings",
        batters: [
            BatterLine(playerId: "p1", name: "Shubman Gill", runs: 61, balls: 40, fours: 6, sixes: 2,
                       runsText: "61", ballsText: "40", strikeRateText: "152.5", dismissalText: nil, isOnStrike: true),
        ],
        bowlers: [],
        extras: ExtrasBreakdown(byes: 1, legByes: 2, wides: 5, noBalls: 1, summaryText: "b 1, lb 2, w 5, nb 1"),
        partnership: nil,
        totalText: "142/4 (16.2 ov)"
    )

    static let standings = StandingsTable(competitionName: "IPL", seasonName: "2025", rows: [], footnote: nil)
}
