import SwiftUI

@MainActor
protocol LiveActivityService: AnyObject, Observable {
    var runningGameIds: Set<String> { get }
    func start(for game: GameItem) async throws
    func end(gameId: String) async
    func restoreRunningActivities() async
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
