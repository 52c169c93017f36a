import Foundation
import Observation
import SwiftUI

@Observable @MainActor final class FakeLiveActivityService: LiveActivityService {
    var activeRaceIds: Set<String> = []

    func startRaceActivity(race: RaceItem, initial: LiveActivityDisplayState) async throws {
        activeRaceIds.insert(race.raceId)
    }

    func startDriverActivity(race: RaceItem, driverCode: String, initial: LiveActivityDisplayState) async throws {
        activeRaceIds.insert(race.raceId)
    }

    func endRaceActivity(raceId: String, final: LiveActivityDisplayState) async {
        activeRaceIds.remove(raceId)
    }

    func endAllActivities() async {
        activeRaceIds.removeAll()
    }

    func handleScenePhase(_ phase: ScenePhase) async {}
}
