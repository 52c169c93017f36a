import Foundation
import Observation

@Observable @MainActor
final class GameDetailViewModel {
    private(set) var detail: GameDetailResponse?
    private(set) var failed = false

    /// The summary tab only lists goals; cached here instead of filtering inside the view's body.
    var scoringPlays: [GameEventItem] {
        detail?.events.filter(\.isScoringPlay) ?? []
    }

    func load(gameId: String, service: any ScheduleService) async {
        do {
            detail = try await service.gameDetail(gameId: gameId)
            failed = false
        } catch {
            dump(error)
            failed = true
        }
    }

    func savePercentageText(for goalie: GoalieStats?) -> String? {
        guard let goalie, goalie.shotsAgainst > 0 else { return nil }
        let percentage = Double(goalie.saves) / Double(goalie.shotsAgainst)
        return String(format: "%.3f", percentage)
    }
}
