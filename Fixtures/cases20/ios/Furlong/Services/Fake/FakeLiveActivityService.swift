import Foundation

@Observable @MainActor
final class FakeLiveActivityService: LiveActivityService {
    private(set) var activeRaceIds: Set<String> = []

    func startActivity(for race: Race, runner: FollowedRunner) async throws {
        print("FakeLiveActivityService.startActivity \(race.raceId)")
        activeRaceIds.insert(race.raceId)
    }

    func endActivity(raceId: String) async {
        activeRaceIds.remove(raceId)
    }

    func restoreExistingActivities() async {}
}
