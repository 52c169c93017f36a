import Foundation
import Observation

@Observable @MainActor
final class StandingsViewModel {
    private(set) var rows: [StandingRow] = []

    func load(leagueId: String, using service: any StandingsService) async {
        if let cached = service.cachedStandings(leagueId: leagueId) {
            rows = cached.rows
        }
        guard let fresh = try? await service.standings(leagueId: leagueId) else { return }
        rows = fresh.rows.sorted { (Int($0.pointsLabel) ?? 0) > (Int($1.pointsLabel) ?? 0) }
    }
}
