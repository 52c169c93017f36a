import Foundation
import Observation

@Observable @MainActor
final class FakeLiveActivityService: LiveActivityService {
    private(set) var activeRaceIds: Set<String> = []

    func startActivity(for race: RaceCard, driverId: String, initialState: LiveActivityContentState) async throws {
        activeRaceIds.insert(race.raceId)
    }

    func endActivity(raceId: String, finalState: LiveActivityContentState) async {
        activeRaceIds.remove(raceId)
    }

    func restoreExistingActivities() async {}
}
