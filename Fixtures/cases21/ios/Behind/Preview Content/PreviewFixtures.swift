import Foundation

enum PreviewFixtures {
    static let geelong = Team(teamId: "geel", name: "Geelong", abbreviation: "GEEL", emoji: "🐱", logoURL: nil)
    static let collingwood = Team(teamId: "coll", name: "Collingwood", abbreviation: "COLL", emoji: "🦅", logoURL: nil)

    static let liveState = MatchDisplayState(
        phase: .live,
        homeScoreText: "12.8 (80)",
        awayScoreText: "10.11 (71)",
        homeGoals: 12, homeBehinds: 8, homeTotal: 80,
        awayGoals: 10, awayBehinds: 11, awayTotal: 71,
        quarter: 3,
        quarterLabel: "Q3",
        clockText: "12:41",
        statusText: "Q3 · 12:41",
        marginText: "Cats by 9",
        quarterProgress: 0.62,
        sentiment: .tight,
        isFinal: false,
        lastEventText: "Goal — Cameron, 3rd for the day"
    )

    static let match = Match(
        matchId: "2026-afl-r12-geel-coll",
        competition: "AFL",
        roundLabel: "Round 12",
        homeTeam: geelong,
        awayTeam: collingwood,
        venue: "GMHBA Stadium",
        startTime: .now.addingTimeInterval(-75 * 60),
        displayState: liveState,
        isFollowed: true,
        followedTeamId: "geel"
    )

    static let item = MatchItem(
        matchId: match.matchId, competition: "AFL", roundLabel: "Round 12",
        homeTeam: geelong, awayTeam: collingwood, displayState: liveState,
        startTime: match.startTime, venueText: "GMHBA Stadium, Geelong"
    )

    static let live: [MatchItem] = [item]
    static let rounds: [RoundGroup] = [RoundGroup(roundLabel: "Round 12", matches: [item])]

    static let players: [PlayerStat] = [
        PlayerStat(playerId: "p1", firstName: "Jeremy", lastName: "Cameron", jumperNumber: 5, kicks: 14, handballs: 4, disposals: 18, disposalsText: "18", marks: 9, tackles: 2, goals: 3, behinds: 1, supercoachScore: 112, supercoachText: "112", isOnGround: true),
        PlayerStat(playerId: "p2", firstName: "Nick", lastName: "Daicos", jumperNumber: 35, kicks: 19, handballs: 12, disposals: 31, disposalsText: "31", marks: 6, tackles: 4, goals: 1, behinds: 0, supercoachScore: 128, supercoachText: "128", isOnGround: true),
    ]
}
