import Foundation

enum PreviewData {
    static let patna = Team(teamId: "pat", name: "Patna Pirates", shortName: "PAT", flagEmoji: "🏴‍☠️", logoURL: nil)
    static let bengaluru = Team(teamId: "ben", name: "Bengaluru Bulls", shortName: "BEN", flagEmoji: "🐂", logoURL: nil)

    static let liveState = MatchDisplayState(
        title: "Patna Pirates vs Bengaluru Bulls",
        subtitle: "PKL season 12 · Match 41",
        scoreText: "31 – 27",
        halfText: "2nd half · 12' left",
        statusText: "Live",
        statusLabel: "Live",
        raidClockText: "18s",
        liveNote: "Do-or-die raid for Bengaluru",
        sentiment: "tense",
        playersOnMatText: "PAT 5 · BEN 6",
        isLive: true,
        isCompleted: false,
        raidClockEndsAt: .now.addingTimeInterval(18)
    )

    static let liveMatch = Match(
        matchId: "pkl-2026-041", competition: "Pro Kabaddi League", homeTeam: patna, awayTeam: bengaluru,
        homePoints: 31, awayPoints: 27, half: 2, status: "live", startTime: .now.addingTimeInterval(-1800),
        displayState: liveState, isFollowed: true
    )

    static let delayedMatch = Match(
        matchId: "pkl-2026-042", competition: "Pro Kabaddi League", homeTeam: bengaluru, awayTeam: patna,
        homePoints: 9, awayPoints: 11, half: 1, status: "delayed", startTime: .now.addingTimeInterval(-900),
        displayState: MatchDisplayState(
            title: "Bengaluru Bulls vs Patna Pirates", subtitle: "PKL season 12 · Match 42", scoreText: "9 – 11",
            halfText: "1st half · 8' left", statusText: "Delayed", statusLabel: "Delayed",
            raidClockText: nil, liveNote: "Power cut at the venue — play to resume shortly",
            sentiment: "neutral", playersOnMatText: "BEN 7 · PAT 6", isLive: true, isCompleted: false, raidClockEndsAt: nil
        ),
        isFollowed: false
    )

    static let raids: [RaidEvent] = [
        RaidEvent(eventId: "r1", raiderName: "Sachin", outcome: .successful, touchPoints: 2, bonusPoints: 1, isDoOrDie: false,
                  clockText: "14:02", headline: "Super raid — Sachin", detail: "Three points, two defenders out", sentiment: "exciting"),
        RaidEvent(eventId: "r2", raiderName: "Bharat", outcome: .superTackle, touchPoints: 0, bonusPoints: 0, isDoOrDie: true,
                  clockText: "13:31", headline: "Super tackle", detail: "Bharat held with three defenders left", sentiment: "tense"),
    ]

    static let playerStats: [PlayerStat] = [
        PlayerStat(playerId: "p1", name: "Sachin", teamShortName: "PAT", raidPoints: 142, tacklePoints: 6, superTens: 9,
                   matchesPlayed: 18, raidPointsText: "142 raid", tacklePointsText: "6 tackle", totalPointsText: "148"),
    ]

    static let standings: [StandingRow] = [
        StandingRow(teamId: "pat", position: 1, teamName: "Patna Pirates", played: 18, won: 13, lost: 4, tied: 1, points: 70,
                    scoreDifference: 84, positionText: "1", recordText: "13–4–1", pointsText: "70", differenceText: "+84", qualifies: true),
    ]

    static let schedule: [LeagueGroup] = [
        LeagueGroup(leagueName: "Pro Kabaddi League", matches: [
            MatchItem(matchID: "pkl-2026-041", title: "Patna Pirates vs Bengaluru Bulls", scoreText: "31 – 27", statusText: "Live", kickoffText: "Today, 8:00 pm"),
        ]),
    ]
}
