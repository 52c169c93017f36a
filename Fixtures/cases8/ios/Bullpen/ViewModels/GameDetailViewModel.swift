import Foundation
import Observation
import os

@Observable @MainActor
final class GameDetailViewModel {
    private(set) var game: Game
    private(set) var pitchers: [PitchingLine] = []
    var showsPitchCounts = true

    init(game: Game) {
        self.game = game
    }

    var balls: Int {
        let parts = game.countText.split(separator: "-")
        return Int(parts.first ?? "") ?? 0
    }

    var runDifferential: Int {
        game.homeRuns - game.awayRuns
    }

    var currentPitcher: PitchingLine? {
        pitchers.first(where: \.isCurrentPitcher)
    }

    func pitchCountLine(for line: PitchingLine) -> String {
        "\(line.name) — \(line.pitchCount) pitches"
    }

    func refresh(using service: any ScoreboardService) async {
        do {
            game = try await service.game(id: game.gameId)
            pitchers = try await service.boxScore(gameId: game.gameId).pitchers
        } catch {
            Log.scoreboard.error("detail refresh failed for \(self.game.gameId): \(error.localizedDescription)")
        }
    }
}
