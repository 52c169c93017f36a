import Foundation
import Observation

@Observable @MainActor
final class FakeScoreboardService: ScoreboardService {
    let lastRefreshed: Date? = Date()

    func scoreboard(for date: Date) async throws -> ScoreboardResponse {
        ScoreboardResponse(date: "2025-07-04", divisions: [
            DivisionGroup(name: "NL Central", games: [FakeGames.cubsCards])
        ])
    }

    func game(id: String) async throws -> Game { FakeGames.detail }

    func boxScore(gameId: String) async throws -> BoxScore {
        BoxScore(gameId: gameId, linescore: [], batters: [], pitchers: [], totalsText: "R 4  H 9  E 0")
    }
}

enum FakeGames {
    static let cubs = Team(id: "CHC", name: "Cubs", abbreviation: "CHC", flagEmoji: "🐻", logoURL: nil)
    static let cards = Team(id: "STL", name: "Cardinals", abbreviation: "STL", flagEmoji: "🐦", logoURL: nil)

    static let cubsCards = GameItem(
        id: "g-0704-chc-stl", awayTeam: cubs, homeTeam: cards, awayRuns: 3, homeRuns: 2,
        inning: 7, isTopHalf: false, outs: 1, status: .inProgress, scoreText: "CHC 3  STL 2",
        statusText: "Bot 7th", inningText: "Bot 7", countText: "2-1", sentiment: .tense,
        firstPitchAt: Date(timeIntervalSince1970: 1_751_655_000)
    )

    static let detail = Game(
        gameId: "g-0704-chc-stl", awayTeam: cubs, homeTeam: cards, status: .inProgress, phase: .live,
        inning: 7, isTopHalf: false, balls: 2, strikes: 1, outs: 1, awayRuns: 3, homeRuns: 2,
        runnersOn: [1, 3], scoreText: "CHC 3  STL 2", inningText: "Bottom 7th", countText: "2-1, 1 out",
        statusText: "Rain delay — tarp on", delayNote: nil, venue: "Busch Stadium", isFollowed: true
    )
}
