import Foundation
import SwiftUI

@MainActor protocol LiveActivityService: AnyObject, Observable {
    var activeRaceIds: Set<String> { get }
    func startRaceActivity(race: RaceItem, initial: LiveActivityDisplayState) async throws
    func startDriverActivity(race: RaceItem, driverCode: String, initial: LiveActivityDisplayState) async throws
    func endRaceActivity(raceId: String, final: LiveActivityDisplayState) async
    func endAllActivities() async
    func handleScenePhase(_ phase: ScenePhase) async
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
