// PreviewData.swift
// Shotclock — sample data for previews and the fake services.

import Foundation

enum PreviewData {
    static let lakers = TeamRef(teamId: "lal", abbreviation: "LAL", name: "Lakers", flagEmoji: "🇺🇸")
    static let nuggets = TeamRef(teamId: "den", abbreviation: "DEN", name: "Nuggets", flagEmoji: "🇺🇸")

    static let closeGame = GameItem(
        gameId: "nba-2025-0412-lal-den", homeTeam: nuggets, awayTeam: lakers,
        scoreLine: "LAL 108 · DEN 110", statusText: "Q4 · 2:31", clockText: "2:31", periodLabel: "Q4",
        phase: "live", homeScore: 110, awayScore: 108, period: 4, clockSeconds: 151, shotClock: "14",
        homeFouls: 4, awayFouls: 5, homeTimeoutsLeft: 2, timeoutsText: "2 left · 1 left",
        tipoffText: "7:30 PM", tipoffAt: .now.addingTimeInterval(-7200), record: "34-12", winProbability: "61%", isFavorite: true
    )

    static let schedule = ScheduleResponse(
        leagues: [LeagueGroup(leagueCode: "nba", leagueTitle: "NBA", games: [closeGame])],
        generatedAt: .now
    )

    static let overtime = LiveActivityDisplayState(
        gameId: "nba-2025-0412-lal-den", homeScore: "118", awayScore: "118", periodLabel: "OT1", clockText: "0:42",
        shotClockText: "9", homeFoulsText: "3 fouls", awayFoulsText: "4 fouls", runText: "DEN 7–0 run",
        liveNote: "Tied in overtime", bonusText: nil, phase: .overtime, sentiment: .tense,
        compact: LiveActivityCompact(leadingText: "LAL 118", trailingText: "DEN 118", minimalText: "118"),
        expanded: LiveActivityExpanded(headline: "Overtime in Denver", homeLine: "DEN 118", awayLine: "LAL 118", footer: "OT1 · 0:42")
    )

    static let boxScore = BoxScoreResponse(gameId: closeGame.gameId,
        home: TeamBoxScore(teamId: "den", totalsLine: "41-88 FG · 12-30 3P", players: []),
        away: TeamBoxScore(teamId: "lal", totalsLine: "40-85 FG · 14-33 3P", players: []))

    static let plays = [
        PlayEvent(id: "p1", clockText: "2:31", description: "Jokić makes 12-foot hook", scoreAfter: "108-110", isScoring: true)
    ]

    static let clips = [
        HighlightClip(id: "c1", caption: "Murray pull-up three", thumbnailURL: URL(string: "https://cdn.shotclock.app/c1.jpg")!, videoURL: URL(string: "https://cdn.shotclock.app/c1.mp4")!)
    ]

    static let user = AppUser(userId: "u-1", email: "fan@example.com", isAdmin: false, favoriteTeamIds: ["den"])
}
