import Foundation
import Observation

@Observable @MainActor final class MountainsViewModel {
    private(set) var standings: [KomStanding]

    init(standings: [KomStanding]) {
        self.standings = standings
    }

    func pointsBehindLeader(_ standing: KomStanding) -> Int {
        guard let leader = standings.first else { return 0 }
        return leader.points - standing.points
    }

    var leaderSummary: String {
        guard let leader = standings.first else { return "" }
        switch leader.points {
        case 0:
            return "No climbs yet"
        case 1..<20:
            return "\(leader.riderName) leads early"
        default:
            return "\(leader.riderName) in polka dots"
        }
    }

    func replace(with standings: [KomStanding]) {
        self.standings = standings
    }
}
