import Foundation
import Observation

@Observable @MainActor
final class PlayerStatsViewModel {
    private(set) var stats: [PlayerStat] = []
    private let pageSize = 20
    private(set) var page = 0

    var visibleStats: [PlayerStat] {
        Array(stats.prefix((page + 1) * pageSize))
    }

    func loadMore() {
        page += 1
    }

    func load(service: any MatchService) async {
        stats = (try? await service.playerStats()) ?? []
    }

    func superTenLabel(for stat: PlayerStat) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        return (formatter.string(from: NSNumber(value: stat.superTens)) ?? "") + " Super 10s"
    }
}
