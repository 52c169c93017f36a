import Foundation

enum PreviewSchedule {
    static let today = ScheduleResponse(
        tournaments: [
            TournamentGroup(
                tournamentId: "rg-2026-ms",
                header: "Roland Garros — Men's Singles",
                surfaceLabel: "Clay",
                matches: [
                    MatchItem(
                        matchId: "rg26-ms-qf-1",
                        roundLabel: "Quarter-final",
                        courtLabel: "Court Philippe-Chatrier",
                        courtNumber: nil,
                        home: PlayerLine(playerId: "sinner", name: "J. Sinner", flag: "🇮🇹", seedLabel: "1", setScores: ["6", "3", "5"], isServing: true, isWinner: false),
                        away: PlayerLine(playerId: "rune", name: "H. Rune", flag: "🇩🇰", seedLabel: nil, setScores: ["4", "6", "4"], isServing: false, isWinner: false),
                        statusText: "3rd set — Sinner serving",
                        phase: "live",
                        isLive: true,
                        startsAt: "2026-06-03T12:00:00Z",
                        scoreSummary: "6-4, 3-6, 5-4",
                        homeGames: 5,
                        awayGames: 4,
                        elapsedMinutes: 142,
                        rainDelayNote: nil
                    )
                ]
            )
        ],
        generatedAt: "2026-06-03T14:22:00Z"
    )

    static let profile = PlayerProfileResponse(
        player: PlayerSummary(playerId: "sinner", name: "Jannik Sinner", flag: "🇮🇹", rankingLabel: "World No. 1", tourLabel: "ATP"),
        recentResults: ["W 6-4 6-2 v Rune", "W 7-6 6-3 v Fritz"]
    )
}

enum PreviewDisplayState {
    static let placeholder = LiveActivityPreviewData.thirdSet
}
