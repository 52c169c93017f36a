import Foundation

enum PreviewData {
    static let kilkenny = Team(teamId: "kk", name: "Kilkenny", abbreviation: "KK", countyFlag: "⚫️🟡", crestURL: nil)
    static let limerick = Team(teamId: "lim", name: "Limerick", abbreviation: "LIM", countyFlag: "🟢⚪️", crestURL: nil)

    static let liveDisplay = MatchDisplayState(
        phase: .secondHalf,
        titleText: "All-Ireland SHC Final",
        statusText: "2nd half",
        homeScoreText: "2-14",
        awayScoreText: "1-19",
        homeTotalText: "(20)",
        awayTotalText: "(22)",
        clockText: "54'",
        venueText: "Croke Park",
        noteText: "Limerick lead by two",
        isLive: true,
        isFollowable: true,
        sentiment: .tight
    )

    static let kilkennyLimerick = Match(
        matchId: "kk-lim-2026-aif",
        code: .hurling,
        competition: "All-Ireland Senior Hurling Championship",
        round: "Final",
        homeTeam: kilkenny,
        awayTeam: limerick,
        homeGoals: 2,
        homePoints: 14,
        awayGoals: 1,
        awayPoints: 19,
        minute: 54,
        displayState: liveDisplay,
        startTime: .now.addingTimeInterval(-3600),
        isFollowed: true
    )

    static let schedule = ScheduleResponse(
        groups: [
            CompetitionGroup(
                competitionId: "aihc-2026",
                headerText: "All-Ireland SHC",
                matches: [
                    MatchItem(
                        matchId: "kk-lim-2026-aif",
                        code: .hurling,
                        competition: "All-Ireland SHC",
                        homeTeam: TeamSummary(teamId: "kk", name: "Kilkenny", abbreviation: "KK", goals: 2, points: 14),
                        awayTeam: TeamSummary(teamId: "lim", name: "Limerick", abbreviation: "LIM", goals: 1, points: 19),
                        displayState: liveDisplay,
                        startTime: .now.addingTimeInterval(-3600)
                    )
                ]
            )
        ],
        generatedAt: .now
    )

    static let scoreFlow: [ScoreEvent] = [
        ScoreEvent(eventId: "e1", kind: .point, teamId: "lim", minuteText: "1'", descriptionText: "Gearóid Hegarty point from play", runningScoreText: "0-0 v 0-1", isHomeTeam: false),
        ScoreEvent(eventId: "e2", kind: .goal, teamId: "kk", minuteText: "4'", descriptionText: "TJ Reid goal, penalty", runningScoreText: "1-0 v 0-1", isHomeTeam: true),
        ScoreEvent(eventId: "e3", kind: .sixtyFive, teamId: "lim", minuteText: "9'", descriptionText: "Aaron Gillane 65", runningScoreText: "1-0 v 0-2", isHomeTeam: false)
    ]

    static let playerStats: [PlayerStat] = [
        PlayerStat(playerId: "p1", name: "TJ Reid", teamId: "kk", scoreText: "1-7", fromPlayText: "0-2", fromFreesText: "1-5", widesText: "2 wides", isOnPitch: true, cardColour: nil),
        PlayerStat(playerId: "p2", name: "Aaron Gillane", teamId: "lim", scoreText: "0-9", fromPlayText: "0-3", fromFreesText: "0-6", widesText: "3 wides", isOnPitch: true, cardColour: "yellow")
    ]

    static let groupTables: [GroupTable] = [
        GroupTable(
            groupId: "munster",
            headerText: "Munster SHC",
            footnoteText: "Top three progress",
            rows: [
                GroupStanding(teamId: "lim", teamName: "Limerick", countyFlag: "🟢⚪️", playedText: "4", scoreDifferenceText: "+21", pointsText: "7", positionText: "1", qualifies: true),
                GroupStanding(teamId: "cla", teamName: "Clare", countyFlag: "🟡🔵", playedText: "4", scoreDifferenceText: "+6", pointsText: "5", positionText: "2", qualifies: true)
            ]
        )
    ]
}
