import SwiftUI

@MainActor protocol LiveActivityService: AnyObject, Observable {
    var trackedGameIds: Set<String> { get }
    var frequentPushesEnabled: Bool { get }
    func startTracking(game: GameCard, initialState: LiveActivityContentState) async throws
    func startBracket(bracketId: String, title: String, initialState: BracketActivityAttributes.ContentState) async throws
    func endTracking(gameId: String, finalState: LiveActivityContentState) async
    func endAll() async
    func restoreExistingActivities()
}

private struct LiveActivityServiceKey: EnvironmentKey {
    static let defaultValue: any LiveActivityService = FakeLiveActivityService()
}

extension EnvironmentValues {
    var liveActivityService: any LiveActivityService {
        get { self[LiveActivityServiceKey.self] }
        set { self[LiveActivityServiceKey.self] = newValue }
    }
}
