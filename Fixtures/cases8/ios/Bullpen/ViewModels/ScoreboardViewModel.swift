import Foundation
import Observation
import os

@Observable @MainActor
final class ScoreboardViewModel {
    private(set) var divisions: [DivisionGroup] = []
    private(set) var lastRefreshed: Date?
    private(set) var loadFailed = false

    var games: [GameItem] { divisions.flatMap(\.games) }

    /// One-run games get pinned to the top of the slate.
    var closeGames: [GameItem] {
        games.filter { abs($0.homeRuns - $0.awayRuns) <= 1 }
    }

    /// Drives the "pull to refresh" hint once the slate is a couple of minutes old.
    var isStale: Bool {
        guard let lastRefreshed else { return true }
        return Date().timeIntervalSince(lastRefreshed) > 120
    }

    func load(using service: any ScoreboardService, date: Date) async {
        do {
            let response = try await service.scoreboard(for: date)
            debugPrint(response)
            divisions = response.divisions
            lastRefreshed = Date()
            loadFailed = false
        } catch {
            Log.scoreboard.error("load failed: \(error.localizedDescription)")
            loadFailed = true
        }
    }
}
