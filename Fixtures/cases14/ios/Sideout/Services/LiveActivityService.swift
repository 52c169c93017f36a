import SwiftUI

@MainActor
protocol LiveActivityService: AnyObject, Observable {
    var activeMatchIds: [String] { get }
    func startActivity(for match: Match, attributes: SideoutActivityAttributes, state: LiveActivityDisplayState) async throws
    func endActivity(matchId: String) async
    func restoreExistingActivities() async
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
