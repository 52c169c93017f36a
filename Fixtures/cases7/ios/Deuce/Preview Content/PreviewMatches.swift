import Foundation

enum PreviewMatches {
    static let sinner = PlayerSummary(
        playerId: "p-sinner", name: "Jannik Sinner", shortName: "J. Sinner",
        countryCode: "ITA", seed: 1, ranking: 1, flagEmoji: "🇮🇹"
    )

    static let shelton = PlayerSummary(
        playerId: "p-shelton", name: "Ben Shelton", shortName: "B. Shelton",
        countryCode: "USA", seed: 10, ranking: 10, flagEmoji: "🇺🇸"
    )

    static let sinnerShelton = MatchItem(
        matchId: "wim-2025-ms-qf2",
        tournamentId: "wimbledon-2025",
        round: "Quarterfinal",
        court: "Centre Court",
        status: .live,
        home: sinner,
        away: shelton,
        sets: [
            SetScore(home: 7, away: 6, tiebreakLoserPoints: 5),
            SetScore(home: 3, away: 4, tiebreakLoserPoints: nil),
        ],
        scoreLine: "7-6(5) 3-4",
        pointScore: "30-40",
        statusText: "Shelton serving",
        liveNote: "Break point",
        startsAt: Date(timeIntervalSince1970: 1_751_981_400),
        isServingHome: false,
        stats: nil
    )

    static let points: [PointEvent] = [
        PointEvent(sequence: 141, serverPoints: 0, receiverPoints: 1, scoreAfter: "0-15", description: "Sinner return winner crosscourt", isBreakPoint: false),
        PointEvent(sequence: 142, serverPoints: 1, receiverPoints: 1, scoreAfter: "15-15", description: "Ace out wide, 221 km/h", isBreakPoint: false),
        PointEvent(sequence: 143, serverPoints: 1, receiverPoints: 2, scoreAfter: "15-30", description: "Shelton double fault", isBreakPoint: false),
        PointEvent(sequence: 144, serverPoints: 2, receiverPoints: 3, scoreAfter: "30-40", description: "Sinner passing shot down the line", isBreakPoint: true),
    ]

    static let orderOfPlay = OrderOfPlayDay(
        tournamentId: "wimbledon-2025",
        day: "Day 9",
        courts: [
            OrderOfPlayDay.Court(courtId: "centre", courtName: "Centre Court", slots: [
                OrderOfPlayDay.Slot(matchId: "wim-2025-ws-qf1", label: "Sabalenka v Andreeva", notBefore: "13:30"),
                OrderOfPlayDay.Slot(matchId: "wim-2025-ms-qf2", label: "Sinner v Shelton", notBefore: nil),
                OrderOfPlayDay.Slot(matchId: "wim-2025-ms-qf3", label: "Djokovic v Cobolli", notBefore: "19:00"),
            ]),
        ]
    )

    static let schedule = ScheduleResponse(
        groups: [
            TournamentGroup(tournamentId: "wimbledon-2025", name: "Wimbledon", surface: .grass, matches: [sinnerShelton]),
        ],
        generatedAt: 1_751_985_000,
        emptyMessage: nil
    )
}
