import Foundation
import Observation

@Observable @MainActor
final class FakeLiveActivityService: LiveActivityService {
    private(set) var runningGameIds: Set<String> = []

    func start(for game: GameItem) async throws {
        runningGameIds.insert(game.id)
    }

    func end(gameId: String) async {
        runningGameIds.remove(gameId)
    }

    func restoreRunningActivities() async {}
}
