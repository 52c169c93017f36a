import Foundation

/// Sample data for #Preview and the Fake services. Never shipped in release builds.
enum PreviewData {
    static let crusaders = TeamSummary(teamId: "cru", name: "Crusaders", shortName: "Crusaders", code: "CRU", crestUrl: nil)
    static let blues = TeamSummary(teamId: "blu", name: "Blues", shortName: "Blues", code: "BLU", crestUrl: nil)
    static let allBlacks = TeamSummary(teamId: "nzl", name: "New Zealand", shortName: "All Blacks", code: "NZL", crestUrl: nil)
    static let springboks = TeamSummary(teamId: "rsa", name: "South Africa", shortName: "Springboks", code: "RSA", crestUrl: nil)

    static let liveItem = MatchItem(
        matchId: "srp-2025-r14-cru-blu",
        competition: "Super Rugby Pacific",
        round: "Round 14",
        homeTeam: crusaders,
        awayTeam: blues,
        phase: .secondHalf,
        homeScore: 24,
        awayScore: 17,
        scoreText: "24–17",
        clockText: "58'",
        statusText: "2nd half · 58'",
        kickoffText: "7:05 pm",
        kickoffAt: Date(timeIntervalSince1970: 1_748_675_100),
        isLive: true
    )

    static let testItem = MatchItem(
        matchId: "rc-2025-nzl-rsa",
        competition: "The Rugby Championship",
        round: nil,
        homeTeam: allBlacks,
        awayTeam: springboks,
        phase: .pre,
        homeScore: 0,
        awayScore: 0,
        scoreText: "v",
        clockText: "",
        statusText: "Kick-off 7:05 pm",
        kickoffText: "Sat 7:05 pm",
        kickoffAt: Date(timeIntervalSince1970: 1_757_142_300),
        isLive: false
    )

    static let schedule = ScheduleResponse(
        competitions: [
            CompetitionGroup(competitionId: "srp", title: "Super Rugby Pacific", matches: [liveItem]),
            CompetitionGroup(competitionId: "trc", title: "The Rugby Championship", matches: [testItem]),
        ],
        maxAgeSeconds: 60,
        generatedAt: Date(timeIntervalSince1970: 1_748_678_400)
    )

    static let crusadersBluesMatch = Match(
        matchId: liveItem.matchId,
        competition: liveItem.competition,
        round: liveItem.round,
        homeTeam: Team(teamId: "cru", name: "Crusaders", shortName: "Crusaders", code: "CRU", crestUrl: nil),
        awayTeam: Team(teamId: "blu", name: "Blues", shortName: "Blues", code: "BLU", crestUrl: nil),
        phase: .secondHalf,
        homeScore: 24,
        awayScore: 17,
        kickoffAt: liveItem.kickoffAt,
        endedAt: nil,
        venue: "Apollo Projects Stadium",
        referee: "Ben O'Keeffe",
        events: events,
        display: MatchDisplayState(
            headline: "Crusaders lead by seven",
            scoreText: "24–17",
            clockText: "58'",
            phaseLabel: "2nd half",
            venueLine: "Apollo Projects Stadium, Christchurch",
            lastEventText: "Sevu Reece goes over — try Crusaders"
        )
    )

    static let events: [MatchEvent] = {
        let json = """
        [
          {"eventId": "e1", "type": "try", "teamId": "cru", "playerName": "Sevu Reece", "minute": 58, "points": 5,
           "isKeyMoment": true, "description": "Sevu Reece goes over — try Crusaders"},
          {"eventId": "e2", "type": "yellow_card", "teamId": "cru", "playerName": "Tamaiti Williams", "minute": 52, "points": 0,
           "isKeyMoment": true, "description": "Tamaiti Williams to the bin — ten minutes"},
          {"eventId": "e3", "type": "penalty", "teamId": "blu", "playerName": "Beauden Barrett", "minute": 47, "points": 3,
           "isKeyMoment": false, "description": "Beauden Barrett slots the penalty"}
        ]
        """
        return (try? JSONDecoder.maul.decode([MatchEvent].self, from: Data(json.utf8))) ?? []
    }()
}
