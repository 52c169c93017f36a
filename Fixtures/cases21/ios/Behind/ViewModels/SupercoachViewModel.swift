import Foundation
import Observation

@Observable
@MainActor
final class SupercoachViewModel {
    private(set) var players: [PlayerStat] = []
    private let numberFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.positivePrefix = "+"
        return formatter
    }()

    func update(players: [PlayerStat]) {
        self.players = players
    }

    func delta(for player: PlayerStat, previous: [String: Int]) -> String {
        let change = player.supercoachScore - (previous[player.playerId] ?? 0)
        return numberFormatter.string(from: NSNumber(value: change)) ?? ""
    }

    func projected(for player: PlayerStat, quarter: Int) -> Int {
        guard quarter > 0 else { return 0 }
        return player.supercoachScore * 4 / quarter
    }

    func parsedScore(_ player: PlayerStat) -> Int {
        Int(player.supercoachText.filter(\.isNumber)) ?? 0
    }
}
