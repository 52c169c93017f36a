import Foundation
import Observation

@Observable @MainActor
final class StandingsViewModel {
    private(set) var response: StandingsResponse?
    private let service: any StandingsService

    init(service: any StandingsService) {
        self.service = service
    }

    func load(seriesCode: String) async {
        response = try? await service.standings(seriesCode: seriesCode)
    }

    func canStillWinTitle(_ row: StandingRow) -> Bool {
        guard let response, let leader = response.rows.first else { return false }
        let maxRemaining = Double(response.roundsLeft * response.maxPointsPerRound)
        return leader.points - row.points <= maxRemaining
    }

    func gapToLeaderLabel(for row: StandingRow) -> String {
        guard let leader = response?.rows.first, leader != row else { return "—" }
        let behind = Int(leader.points - row.points)
        return "-\(behind)"
    }

    var seasonSubtitle: String {
        guard let response else { return "" }
        return response.roundsLeft == 0
            ? "Final standings"
            : "\(response.seasonText), \(response.roundsLeft) rounds left"
    }
}
