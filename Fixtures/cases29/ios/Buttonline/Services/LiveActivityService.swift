import SwiftUI

@MainActor protocol LiveActivityService: AnyObject, Observable {
    var trackedGameIds: Set<String> { get }
    func startActivity(for game: GameItem, state: LiveActivityContentState) async throws
    func endActivity(gameId: String, finalState: LiveActivityContentState) async
    func endAllActivities() async
    func retryPendingTokens() async
}

struct LiveActivityServiceKey: EnvironmentKey {
    static let defaultValue: any LiveActivityService = FakeLiveActivityService()
}

extension EnvironmentValues {
    var liveActivityService: any LiveActivityService {
        get { self[LiveActivityServiceKey.self] }
        set { self[LiveActivityServiceKey.self] = newValue }
    }
}
