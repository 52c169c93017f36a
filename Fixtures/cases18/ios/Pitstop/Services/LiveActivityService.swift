import Observation
import SwiftUI

@MainActor
protocol LiveActivityService: AnyObject, Observable {
    var activeRaceIds: Set<String> { get }
    func startActivity(for race: RaceCard, driverId: String, initialState: LiveActivityContentState) async throws
    func endActivity(raceId: String, finalState: LiveActivityContentState) async
    func restoreExistingActivities() async
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
