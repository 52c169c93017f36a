import SwiftUI

@MainActor
protocol LiveActivityService: AnyObject, Observable {
    var activeMatchIds: Set<String> { get }
    func start(for match: MatchItem, display: LiveActivityDisplayState) async throws
    func end(matchId: String, final: LiveActivityDisplayState) async
    func restoreExistingActivities() async
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
