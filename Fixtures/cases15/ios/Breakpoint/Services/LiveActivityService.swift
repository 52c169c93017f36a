import SwiftUI

/// Starts, tracks and ends match Live Activities.
@MainActor
protocol LiveActivityService: AnyObject, Observable {
    var activeMatchIds: Set<String> { get }
    func startActivity(for item: MatchItem) async throws
    func endActivity(matchId: String) async
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

/// Lets the service pause polling while the app is in the background.
extension ScenePhase {
    var allowsActivityRefresh: Bool { self == .active }
}
