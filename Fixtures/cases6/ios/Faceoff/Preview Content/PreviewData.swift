import Foundation

/// Sample data for previews and the Fake services. Strings here imitate what the backend sends.
enum PreviewData {
    static let bruins = Team(teamId: "bos", name: "Boston Bruins", abbrev: "BOS", flagEmoji: nil)
    static let leafs = Team(teamId: "tor", name: "Toronto Maple Leafs", abbrev: "TOR", flagEmoji: nil)
    static let canada = Team(teamId: "can", name: "Canada", abbrev: "CAN", flagEmoji: "🇨🇦")
    static let usa = Team(teamId: "usa", name: "United States", abbrev: "USA", flagEmoji: "🇺🇸")

    static let refreshedAt = Date(timeIntervalSince1970: 1_737_160_000)

    static let liveGame = GameItem(
        gameId: "2024020688",
        league: "NHL",
        home: bruins,
        away: leafs,
        phase: .live,
        startsAt: Date(timeIntervalSince1970: 1_737_154_800),
        display: GameDisplayState(
            statusLabel: "2nd · 12:41",
            scoreLine: "3–2",
            homeScore: "3",
            awayScore: "2",
            shotsLine: "SOG 24–19",
            strengthLabel: "PP 1:32",
            lastEvent: "Pastrňák scores — from Marchand, McAvoy",
            sentiment: .tense,
            isLive: true
        ),
        venue: "TD Garden",
        broadcast: "ESPN+"
    )

    static let finalGame = GameItem(
        gameId: "2025000004",
        league: "4 Nations",
        home: canada,
        away: usa,
        phase: .final,
        startsAt: Date(timeIntervalSince1970: 1_739_838_600),
        display: GameDisplayState(
            statusLabel: "Final/OT",
            scoreLine: "3–2",
            homeScore: "3",
            awayScore: "2",
            shotsLine: "SOG 33–29",
            strengthLabel: nil,
            lastEvent: "McDavid scores — from Marner, Makar",
            sentiment: .neutral,
            isLive: false
        ),
        venue: nil,
        broadcast: "SN"
    )

    static let scheduleGroups = [
        LeagueGroup(league: "NHL", title: "NHL — 1 game", games: [liveGame]),
        LeagueGroup(league: "4 Nations", title: "4 Nations — 1 game", games: [finalGame]),
    ]

    static let gameDetail = GameDetailResponse(
        game: liveGame,
        events: [
            GameEventItem(
                eventId: "e-101",
                kind: .goal,
                periodLabel: "2nd",
                clock: "12:55",
                description: "Pastrňák scores — from Marchand, McAvoy",
                isScoringPlay: true,
                symbolName: "light.beacon.max.fill"
            ),
            GameEventItem(
                eventId: "e-102",
                kind: .penalty,
                periodLabel: "2nd",
                clock: "11:09",
                description: "Rielly, 2 min for tripping",
                isScoringPlay: false,
                symbolName: "clock.badge.exclamationmark"
            ),
        ],
        clock: "12:41",
        periodProgress: 0.37,
        homeGoalie: GoalieStats(name: "Swayman", saves: 17, shotsAgainst: 19, savePctLabel: ".895"),
        awayGoalie: GoalieStats(name: "Stolarz", saves: 21, shotsAgainst: 24, savePctLabel: ".875"),
        roster: nil
    )
}
