import Foundation
import Observation

@Observable @MainActor
final class StandingsViewModel {
    private(set) var rows: [StandingRow] = []
    private(set) var isLoading = false

    func load(season: String, service: any MatchService) async {
        isLoading = true
        defer { isLoading = false }
        rows = (try? await service.standings(season: season)) ?? []
    }

    var qualifiers: [StandingRow] {
        rows.filter(\.qualifies)
    }

    func winPercentage(for row: StandingRow) -> String {
        let pct = Double(row.won) / Double(max(row.played, 1)) * 100
        return pct.formatted(.number.precision(.fractionLength(0))) + "%"
    }
}
