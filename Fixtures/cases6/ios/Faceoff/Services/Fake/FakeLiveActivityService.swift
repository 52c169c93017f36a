import Observation
import SwiftUI

@Observable @MainActor
final class FakeLiveActivityService: LiveActivityService {
    private(set) var activeGameIds: Set<String> = []

    func start(for game: GameItem, teamId: String?) async throws {
        activeGameIds.insert(game.gameId)
    }

    func end(gameId: String, finalState: FaceoffActivityAttributes.ContentState?) async {
        activeGameIds.remove(gameId)
    }

    func handle(scenePhase: ScenePhase) async {}
}
