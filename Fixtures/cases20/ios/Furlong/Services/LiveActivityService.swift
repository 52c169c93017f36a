import SwiftUI

@MainActor
protocol LiveActivityService: AnyObject, Observable {
    var activeRaceIds: Set<String> { get }
    func startActivity(for race: Race, runner: FollowedRunner) async throws
    func endActivity(raceId: String) async
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
