import Foundation
import Observation

struct StatRow: Identifiable, Hashable {
    let id: String
    let label: String
    let homeValue: String
    let awayValue: String
}

@Observable
@MainActor
final class MatchDetailViewModel {
    private(set) var item: MatchItem?
    private(set) var failed = false
    private(set) var pointLog: [String] = []
    private(set) var statRows: [StatRow] = []

    var headline: String {
        guard let item else { return "" }
        return item.isLive ? item.statusText : "Final — \(item.scoreSummary)"
    }

    var gamesLead: Int {
        guard let item else { return 0 }
        return abs(item.homeGames - item.awayGames)
    }

    var durationText: String? {
        item.map { Duration.seconds($0.elapsedMinutes * 60).formatted(.units(allowed: [.hours, .minutes])) }
    }

    var currentSetNumber: Int {
        (item?.home.setScores.count ?? 0) + 1
    }

    func apply(_ item: MatchItem) {
        self.item = item
        failed = false
        let homeSets = item.home.setScores.compactMap { Int($0) }
        let awaySets = item.away.setScores.compactMap { Int($0) }
        statRows = zip(homeSets, awaySets).enumerated().map { index, pair in
            StatRow(id: "set-\(index)", label: "Set \(index + 1)", homeValue: "\(pair.0)", awayValue: "\(pair.1)")
        }
    }

    func markFailed() {
        failed = true
    }
}
