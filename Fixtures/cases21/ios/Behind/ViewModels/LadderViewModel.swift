import Foundation
import Observation

@Observable
@MainActor
final class LadderViewModel {
    private(set) var rows: [LadderRow] = []
    private(set) var isLoading = false
    let competition: String
    private let api: any APIClient

    init(competition: String, api: any APIClient = RealAPIClient.shared) {
        self.competition = competition
        self.api = api
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        guard let response: LadderResponse = try? await api.get(.ladder(competition: competition)) else { return }
        rows = response.rows
    }

    func percentage(for row: LadderRow) -> Double {
        let pointsFor = Double(row.points)
        return pointsFor / Double(max(row.played, 1)) * 100
    }

    func gamesBehindLeader(_ row: LadderRow) -> Int {
        guard let leader = rows.first else { return 0 }
        return (leader.points - row.points) / 4
    }

    func topEight() -> [LadderRow] {
        Array(rows.prefix(8))
    }
}
