import SwiftUI
import ActivityKit

@MainActor
protocol LiveActivityService: AnyObject, Observable {
    var activeMatchIds: Set<String> { get }
    func startActivity(for match: Match, display: LiveActivityDisplayState) async throws
    func endActivity(matchId: String, final display: LiveActivityDisplayState) async
    func restoreActivities() async
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
