import Foundation

/// Sample data for previews of app screens (Worlds 2025, draw 14).
enum PreviewFixtures {
    static let sampleGame = GameItem(
        gameId: "wcf-2025-men-d14-sheet-b",
        sheet: "B",
        homeName: "Scotland",
        awayName: "Canada",
        homeFlag: "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
        awayFlag: "🇨🇦",
        scoreline: "5 – 4",
        statusLine: "Scotland steal one in the 7th",
        endLabel: "End 8",
        homeTotal: 5,
        awayTotal: 4,
        isLive: true,
        startTime: Date(timeIntervalSince1970: 1_743_500_000),
        ends: []
    )

    static let schedule = ScheduleResponse(
        events: [
            EventGroup(eventId: "wcf-2025-men", eventName: "World Men's Championship", tierLabel: "Worlds", draws: [
                DrawGroup(drawNumber: 14, drawLabel: "Draw 14 · Tue 14:00", games: [sampleGame])
            ])
        ],
        generatedAt: Date(timeIntervalSince1970: 1_743_500_100)
    )

    static let standings = StandingsResponse(eventId: "wcf-2025-men", pools: [
        StandingsPool(poolName: "Round robin", rows: [
            StandingsRow(teamId: "sco", teamName: "Scotland", flag: "🏴󠁧󠁢󠁳󠁣󠁴󠁿", wins: 9, losses: 2, recordLabel: "9–2", drawShotChallengeLabel: "DSC 24.1 cm", qualified: true)
        ])
    ])

    static func game(id: String) -> GameItem? {
        id == sampleGame.gameId ? sampleGame : nil
    }
}
