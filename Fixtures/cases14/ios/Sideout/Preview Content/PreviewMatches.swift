import Foundation

enum PreviewMatches {
    static let brazil = Team(id: "t-brazil", name: "Brazil", abbreviation: "BRA", flagEmoji: "🇧🇷", logoURL: nil)
    static let poland = Team(id: "t-poland", name: "Poland", abbreviation: "POL", flagEmoji: "🇵🇱", logoURL: nil)

    static let displayState = MatchDisplayState(
        title: "Brazil v Poland",
        statusText: "Set 4 — Poland serving",
        scoreText: "21–19",
        setsText: "2–1",
        setScores: ["25–22", "23–25", "25–20"],
        servingLabel: "Poland serving",
        liveNote: nil,
        sentiment: "tense",
        progress: 0.7,
        startLabel: "19:30"
    )

    static let match = Match(id: "m-101", league: "VNL", homeTeam: brazil, awayTeam: poland, homeSetsWon: 2, awaySetsWon: 1, currentSet: 4, homePoints: 21, awayPoints: 19, phase: .live, startTime: .now, venue: "Rio", displayState: displayState, isFollowed: true)

    static let liveItems: [MatchItem] = [
        MatchItem(matchId: "m-101", league: "VNL", homeTeam: HubTeam(teamId: "t-brazil", name: "Brazil", abbreviation: "BRA", flagEmoji: "🇧🇷"), awayTeam: HubTeam(teamId: "t-poland", name: "Poland", abbreviation: "POL", flagEmoji: "🇵🇱"), statusText: "Set 4", scoreText: "21–19", setsText: "2–1", startLabel: "19:30", startTime: "2025-03-15T19:30:00Z", isLive: true, isFavourite: nil)
    ]

    static let leagues = [LeagueGroup(leagueId: "vnl-men", leagueName: "Nations League", matches: liveItems)]

    static let rallies = [
        RallyEvent(id: "r1", setNumber: 4, description: "Leal kill from the back row", scoreLabel: "21–19", teamId: "t-brazil", isSetPoint: false, timestampLabel: "20:41")
    ]

    static let standings = StandingsResponse(leagueId: "vnl-men", rows: [
        StandingRow(teamId: "t-brazil", teamName: "Brazil", rankLabel: "1", recordLabel: "9–2", pointsLabel: "27", setRatioLabel: "2.41", gamesBehind: nil)
    ])
}
