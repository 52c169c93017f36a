import SwiftUI

@MainActor
protocol LiveActivityService: AnyObject, Observable {
    var activeGameIds: Set<String> { get }
    func start(for game: GameItem, teamId: String?) async throws
    func end(gameId: String, finalState: FaceoffActivityAttributes.ContentState?) async
    func handle(scenePhase: ScenePhase) async
}

private struct LiveActivityServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any LiveActivityService = FakeLiveActivityService()
}

extension EnvironmentValues {
    var liveActivityService: any LiveActivityService {
        get { self[LiveActivityServiceKey.self] }
        set { self[LiveActivityServiceKey.self] = newValue }
    }
}
