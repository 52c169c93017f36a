import Foundation

@Observable @MainActor final class FakeLiveActivityService: LiveActivityService {
    private(set) var trackedGameIds: Set<String> = ["pll-2025-wk6-archers-atlas"]
    let frequentPushesEnabled = true

    func startTracking(game: GameCard, initialState: LiveActivityContentState) async throws {
        trackedGameIds.insert(game.gameId)
    }
    func startBracket(bracketId: String, title: String, initialState: BracketActivityAttributes.ContentState) async throws {}
    func endTracking(gameId: String, finalState: LiveActivityContentState) async {
        trackedGameIds.remove(gameId)
    }
    func endAll() async { trackedGameIds.removeAll() }
    func restoreExistingActivities() {}
}
