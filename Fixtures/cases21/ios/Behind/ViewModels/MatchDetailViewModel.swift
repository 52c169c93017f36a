import Foundation
import Observation
import os

@Observable
@MainActor
final class MatchDetailViewModel {
    private(set) var match: Match?
    private(set) var players: [PlayerStat] = []
    private(set) var errorMessage: String?

    private let matchService: any MatchService
    private let logger = Logger(subsystem: "app.behind", category: "match-detail")

    init(matchService: any MatchService) {
        self.matchService = matchService
    }

    var topDisposals: [PlayerStat] {
        players.sorted { $0.disposals > $1.disposals }
    }

    var quarterClock: String {
        guard let state = match?.displayState else { return "" }
        return "Q\(state.quarter) \(state.clockText)"
    }

    var scoringShots: Int {
        guard let state = match?.displayState else { return 0 }
        return state.homeGoals + state.homeBehinds + state.awayGoals + state.awayBehinds
    }

    var accuracyText: String {
        guard let state = match?.displayState, state.homeGoals + state.homeBehinds > 0 else { return "–" }
        let accuracy = Double(state.homeGoals) / Double(state.homeGoals + state.homeBehinds)
        return accuracy.formatted(.percent.precision(.fractionLength(0)))
    }

    var headline: String {
        guard let match else { return "" }
        switch match.displayState.phase {
        case .halfTime: return "Half time at \(match.venue)"
        case .completed: return match.displayState.marginText
        default: return match.displayState.statusText
        }
    }

    func load(matchId: String) async {
        do {
            match = try await matchService.match(id: matchId)
            players = try await matchService.playerStats(matchId: matchId)
        } catch {
            errorMessage = error.localizedDescription
            logger.error("load failed for \(matchId, privacy: .public)")
        }
    }
}
