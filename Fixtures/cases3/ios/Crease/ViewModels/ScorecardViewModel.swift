import Foundation
import Observation

@Observable
@MainActor
final class ScorecardViewModel {
    let matchId: String
    private(set) var card: Scorecard?

    init(matchId: String) {
        self.matchId = matchId
    }

    var topBowlers: [BowlerLine] {
        Array((card?.bowlers ?? []).prefix(3))
    }

    var extrasLine: String {
        guard let extras = card?.extras else { return "" }
        let total = extras.byes + extras.legByes + extras.wides + extras.noBalls
        return "\(extras.summaryText) (\(total))"
    }

    var boundaryCount: Int {
        card?.batters.map { $0.fours + $0.sixes }.reduce(0, +) ?? 0
    }

    func load(using service: any MatchService) async {
        var fetched = try? await service.scorecard(matchId: matchId)
        if fetched == nil {
            try? await Task.sleep(for: .seconds(1))
            fetched = try? await service.scorecard(matchId: matchId)
        }
        card = fetched
    }
}
