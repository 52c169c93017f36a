import Foundation
import Observation

@Observable
@MainActor
final class PlayerStatsViewModel {
    private(set) var players: [PlayerStat] = []
    var sortKey: SortKey = .goals

    enum SortKey: String, CaseIterable {
        case goals = "goals", saves = "saves", suspensions = "two_min"
    }

    var topScorerLine: String {
        guard let best = players.max(by: { $0.goals < $1.goals }) else { return "" }
        return "\(best.name) – \(best.goals) goals"
    }

    var teamSevenMetreGoals: Int {
        players.reduce(0) { $0 + $1.sevenMetreGoals }
    }

    func apply(_ incoming: [PlayerStat]) {
        players = incoming
    }
}
