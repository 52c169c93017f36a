import Foundation

enum PreviewFixtures {
    static let tieBreakMatch = MatchItem(
        matchId: "m-cairo-qf1", roundLabel: "Quarter-final", courtLabel: "Glass court",
        playerA: PlayerLine(playerId: "p-gohar", name: "Nouran Gohar", flag: "🇪🇬", seedLabel: "Seed 1", gamesWon: 2, pointsInGame: 10, isServing: true),
        playerB: PlayerLine(playerId: "p-elias", name: "Diego Elias", flag: "🇵🇪", seedLabel: "Seed 4", gamesWon: 1, pointsInGame: 10, isServing: false),
        display: MatchItemDisplay(gamesLine: "2–1", pointsLine: "10–10", statusLabel: "Game 4 · tie-break", gameScores: ["11-7", "9-11", "12-10"], startLabel: "18:30", durationLabel: "52 min", lastRallyText: "No let"),
        startTime: "2025-04-12T16:30:00Z", isLive: true
    )
    static let schedule = ScheduleResponse(days: [], generatedAt: "2025-04-12T16:00:00Z")
}
