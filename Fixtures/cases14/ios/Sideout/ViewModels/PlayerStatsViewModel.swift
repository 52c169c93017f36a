import Foundation
import Observation

@Observable @MainActor
final class PlayerStatsViewModel {
    private(set) var players: [Player] = []
    var showBenchPlayers = false

    var visiblePlayers: [Player] {
        showBenchPlayers ? players : players.filter(\.isOnCourt)
    }

    var teamKills: Int {
        players.map(\.kills).reduce(0, +)
    }

    var topFive: [Player] {
        Array(players.prefix(5))
    }

    func update(_ newPlayers: [Player]) {
        players = newPlayers
        // umpire-disable-next-line view-body-computation -- view model, not a view; sort happens once per update
        players.sort { $0.shirtNumber < $1.shirtNumber }
    }
}
