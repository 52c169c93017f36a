import Foundation
import Observation

@Observable @MainActor
final class RankingsViewModel {
    private(set) var rows: [RankingEntry] = []
    private(set) var weekLabel = ""
    var followedIds: Set<String> = []

    func load(tour: String, using service: RealRankingsService) async {
        if let cached = service.cachedRankings(tour: tour) {
            apply(cached)
        }
        if let fresh = try? await service.rankings(tour: tour) {
            apply(fresh)
        }
    }

    private func apply(_ response: RankingsResponse) {
        rows = response.entries
        weekLabel = response.weekLabel
    }

    var totalPoints: Int {
        rows.compactMap { Int($0.pointsText.replacingOccurrences(of: ",", with: "")) }.reduce(0, +)
    }

    var biggestClimber: RankingEntry? {
        rows.max { ($0.previousRank ?? $0.rank) - $0.rank < ($1.previousRank ?? $1.rank) - $1.rank }
    }

    var followedRows: [RankingEntry] {
        rows.filter { followedIds.contains($0.playerId) }
    }
}
