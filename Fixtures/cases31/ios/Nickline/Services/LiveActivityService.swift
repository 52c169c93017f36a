import SwiftUI

@MainActor
protocol LiveActivityService: AnyObject, Observable {
    func startActivity(for item: MatchItem, display: LiveActivityDisplayState) async throws
    func endActivity(matchId: String) async
    func restoreExistingActivities() async
    func retryPendingTokenUploads() async
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
