import Foundation

enum PreviewMatches {
    static let india = Team(teamId: "t-ind", name: "India", abbreviation: "IND", logoUrl: nil)
    static let australia = Team(teamId: "t-aus", name: "Australia", abbreviation: "AUS", logoUrl: nil)

    static let liveDisplay = MatchDisplayState(
        statusText: "India need 64 from 94 balls",
        badgeText: "LIVE",
        titleText: "India v Australia — 2nd ODI",
        scoreLine: "187/4",
        oversLine: "34.2",
        runRateLine: "5.44 an over",
        tossText: "Australia won the toss, chose to bat",
        resultText: nil,
        chaseText: "Need 64 from 94 balls",
        startsText: "Started 13:30",
        progress: 0.57,
        sentiment: .tense,
        isLive: true
    )

    static let liveItem = MatchItem(
        matchId: "m-1042",
        league: "ODI series",
        homeTeam: india,
        awayTeam: australia,
        homeScore: "187",
        awayScore: "250",
        phase: .live,
        displayState: liveDisplay,
        startTime: Date(timeIntervalSince1970: 1_767_000_600)
    )

    static let schedule = [LeagueGroup(league: "ODI series", matches: [liveItem])]
}
