import Foundation

enum PreviewData {
    static let vixens = Team(id: "vixens", name: "Melbourne Vixens", abbreviation: "VIX", logoURL: nil, colourName: "Vixens")
    static let swifts = Team(id: "swifts", name: "NSW Swifts", abbreviation: "SWI", logoURL: nil, colourName: "Swifts")

    static let liveDisplay = MatchDisplayState(
        scoreline: "48 – 45",
        statusText: "Q3 · Vixens lead by 3",
        clockLabel: "08:12",
        quarterLabel: "Third quarter",
        shootingLine: "Mannix 22/24 — 92%",
        superShotNote: "Power Five: 2 super shots each",
        centrePassLine: "Vixens 19/21 from centre pass",
        liveNote: nil,
        sentiment: "tense",
        isLive: true,
        isCompleted: false
    )

    static let liveMatch = Match(
        matchId: "snm-2026-r7-vix-swi",
        competition: "Suncorp Super Netball",
        round: "Round 7",
        homeTeam: vixens,
        awayTeam: swifts,
        venue: Venue(name: "John Cain Arena", city: "Melbourne", isIndoor: true),
        startTime: .now.addingTimeInterval(-2_400),
        phase: .live,
        quarter: 3,
        homeGoals: 48,
        awayGoals: 45,
        displayState: liveDisplay,
        isFollowed: true
    )

    static let liveMatches = [liveMatch]

    static let quarters = [
        QuarterScore(quarter: 1, label: "Q1", homeGoals: 16, awayGoals: 15, homeText: "16", awayText: "15", isPowerFive: false),
        QuarterScore(quarter: 2, label: "Q2", homeGoals: 17, awayGoals: 16, homeText: "17", awayText: "16", isPowerFive: false),
        QuarterScore(quarter: 3, label: "Q3", homeGoals: 15, awayGoals: 14, homeText: "15", awayText: "14", isPowerFive: true),
    ]

    static let ratings = [
        PlayerRating(playerId: "mannix", name: "Sophie Garbin", position: "GS", teamId: "vixens", goals: 22, attempts: 24, gains: 1, intercepts: 0, penalties: 3, ratingText: "8.4", isOnCourt: true, rating: 8.4),
        PlayerRating(playerId: "wood", name: "Helen Housby", position: "GA", teamId: "swifts", goals: 14, attempts: 17, gains: 2, intercepts: 1, penalties: 5, ratingText: "7.1", isOnCourt: true, rating: 7.1),
    ]

    static let schedule = ScheduleResponse(
        groups: [
            LeagueGroup(leagueId: "snm", title: "Suncorp Super Netball", matches: [
                MatchItem(matchId: "snm-2026-r7-vix-swi", title: "Vixens v Swifts", subtitle: "Round 7 · John Cain Arena", startLabel: "Live", scoreline: "48 – 45", statusText: "Q3 08:12", isLive: true, startTime: "2026-05-02T09:00:00Z"),
            ]),
        ],
        generatedAt: "2026-05-02T09:40:00Z"
    )
}
