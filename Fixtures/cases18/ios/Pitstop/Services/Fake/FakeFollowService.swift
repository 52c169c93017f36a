import Foundation
import Observation

@Observable @MainActor
final class FakeFollowService: FollowService {
    private(set) var followedRaceIds: Set<String> = ["fe-2026-r07"]

    func follow(race: RaceCard, driverId: String?) async throws {
        followedRaceIds.insert(race.raceId)
    }

    func unfollow(raceId: String) async throws {
        followedRaceIds.remove(raceId)
    }
}
