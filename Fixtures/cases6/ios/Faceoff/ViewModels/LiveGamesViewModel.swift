import Foundation
import Observation

/// Feeds the "live now" strip at the top of the schedule.
@Observable @MainActor
final class LiveGamesViewModel {
    private(set) var games: [GameItem] = []

    func update(from groups: [LeagueGroup]) {
        games = groups
            .flatMap(\.games)
            .filter(\.display.isLive)
            .sorted { periodNumber(of: $0) > periodNumber(of: $1) }
    }

    /// Later periods first: a game in the 3rd is closer to a finish than one in the 1st.
    private func periodNumber(of game: GameItem) -> Int {
        Int(game.display.statusLabel.prefix(1)) ?? 0
    }
}
