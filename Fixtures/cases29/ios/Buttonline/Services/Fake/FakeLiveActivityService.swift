import Foundation

@Observable @MainActor final class FakeLiveActivityService: LiveActivityService {
    var trackedGameIds: Set<String> = ["wcf-2025-men-d14-sheet-b"]

    func startActivity(for game: GameItem, state: LiveActivityContentState) async throws {
        trackedGameIds.insert(game.gameId)
    }

    func endActivity(gameId: String, finalState: LiveActivityContentState) async {
        trackedGameIds.remove(gameId)
    }

    func endAllActivities() async { trackedGameIds.removeAll() }
    func retryPendingTokens() async {}
}
