import SwiftUI

enum ActivityEndReason: Sendable {
    case unfollowed
    case completed(LiveActivityDisplayState)
    case stale
}

@MainActor
protocol LiveActivityService {
    var activeMatchIds: Set<String> { get }
    func start(match: MatchItem, state: LiveActivityDisplayState) async throws
    func end(matchId: String, reason: ActivityEndReason) async
    func restoreExistingActivities()
}

struct LiveActivityServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any LiveActivityService = FakeLiveActivityService()
}

extension EnvironmentValues {
    var liveActivityService: any LiveActivityService {
        get { self[LiveActivityServiceKey.self] }
        set { self[LiveActivityServiceKey.self] = newValue }
    }
}
