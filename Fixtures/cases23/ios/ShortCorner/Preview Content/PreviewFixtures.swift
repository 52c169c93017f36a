import Foundation

enum PreviewFixtures {
    static let netherlands = Team(teamId: "ned-m", name: "Netherlands", code: "NED", flagEmoji: "🇳🇱", logoURL: nil)
    static let belgium = Team(teamId: "bel-m", name: "Belgium", code: "BEL", flagEmoji: "🇧🇪", logoURL: nil)

    static let matchItem = MatchItem(
        matchId: "fih-pl-2026-ned-bel-m",
        homeTeam: netherlands,
        awayTeam: belgium,
        phase: .live,
        homeScore: 2,
        awayScore: 1,
        scoreText: "2–1",
        statusText: "Q3 · 38'",
        kickoffText: "19:30",
        venueText: "Wagener Stadium, Amstelveen",
        startTime: .now.addingTimeInterval(-2_700),
        isFollowed: true
    )

    static let matchDetail = MatchDetail(
        matchId: "fih-pl-2026-ned-bel-m",
        competition: "FIH Pro League",
        homeTeam: netherlands,
        awayTeam: belgium,
        phase: .live,
        homeScore: 2,
        awayScore: 1,
        quarter: 3,
        homeCornersWon: 4,
        homeCornersConverted: 1,
        awayCornersWon: 3,
        awayCornersConverted: 1,
        homePossession: 58,
        scoreText: "2–1",
        statusText: "Netherlands lead",
        clockText: "38:12",
        possessionText: "58%",
        cornersText: "PCs 1/4 — 1/3",
        events: [
            MatchEvent(id: "e1", kind: .penaltyCornerGoal, minute: 9, playerName: "J. de Wit", teamCode: "NED", descriptionText: "Goal — drag flick from a PC"),
            MatchEvent(id: "e2", kind: .greenCard, minute: 21, playerName: "A. Hendrickx", teamCode: "BEL", descriptionText: "Green card — 2 min"),
        ],
        isFollowed: true
    )

    static let displayState = LiveActivityDisplayState(
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
        statusText: "Netherlands lead by 1",
        cornersText: "PCs 1/4 — 1/3",
        cardsText: nil,
        lastEventText: "Goal — de Wit, drag flick",
        sentiment: .tense,
        periodEndsAt: .now.addingTimeInterval(420),
        updatedAt: .now
    )

    static let yellowCard = Suspension(
        id: "s1",
        playerName: "A. Hendrickx",
        cardColour: .yellow,
        endsAt: .now.addingTimeInterval(300),
        labelText: "Hendrickx — yellow, 5 min"
    )

    static let quarters = [
        QuarterScore(id: 1, home: 1, away: 0, homeText: "1", awayText: "0"),
        QuarterScore(id: 2, home: 0, away: 1, homeText: "0", awayText: "1"),
        QuarterScore(id: 3, home: 1, away: 0, homeText: "1", awayText: "0"),
    ]

    static let shootoutAttempts = [
        ShootoutAttempt(id: "so1", teamCode: "NED", takerName: "Jansen", scored: true),
        ShootoutAttempt(id: "so2", teamCode: "BEL", takerName: "Boon", scored: false),
    ]

    static let players = [
        PlayerStat(id: "p1", firstName: "Thierry", lastName: "Brinkman", shirtNumber: 17, goals: 2, circleEntries: 6, greenCards: 0, yellowCards: 0, statLine: "2 G · 6 CE"),
    ]

    static let referral = VideoReferral(teamCode: "BEL", headline: "Belgium referral", detail: "Foot in the circle before the goal", outcome: "upheld")

    static let highlights = [
        HighlightCard(id: "h1", title: "Drag flick, top corner", subtitle: "de Wit, 9'"),
    ]

    static let lineups = Lineups(players: [
        LineupPlayer(id: "l1", name: "Pirmin Blaak", numberText: "1", isCaptain: false),
    ])

    static let schedule = ScheduleResponse(
        groups: [LeagueGroup(leagueId: "fih-pl-m", leagueName: "FIH Pro League — men", matches: [matchItem])],
        generatedAt: .now
    )
}
