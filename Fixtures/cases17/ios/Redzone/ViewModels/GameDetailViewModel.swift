import Foundation
import Observation

@Observable
@MainActor
final class GameDetailViewModel {
    let gameId: String
    private(set) var game: Game?
    private(set) var errorMessage: String?

    init(gameId: String) {
        self.gameId = gameId
    }

    func load(using service: any GameService) async {
        do {
            game = try await service.game(id: gameId)
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    var leadText: String {
        guard let game else { return "" }
        let margin = game.homeScore - game.awayScore
        return margin == 0 ? "Tied" : "\(game.homeTeam.abbreviation) by \(abs(margin))"
    }

    var clockText: String {
        guard let seconds = game?.clockSeconds else { return "--:--" }
        return String(format: "%d:%02d", seconds / 60, seconds % 60)
    }

    var timeoutsLeft: Int {
        3 - (game?.homeTimeoutsUsed ?? 0)
    }

    var quarterLabel: String {
        guard let game else { return "" }
        switch game.quarter {
        case 5: return "OT"
        default: return game.displayState.periodLabel
        }
    }

    var hasError: Bool { errorMessage != nil }
}
