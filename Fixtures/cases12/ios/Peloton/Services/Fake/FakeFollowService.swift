import Foundation
import Observation

@Observable @MainActor final class FakeFollowService: FollowService {
    private(set) var followedRaceIds: Set<String> = ["tdf-2025"]

    func follow(raceId: String, teamId: String?) async throws {
        followedRaceIds.insert(raceId)
    }

    func unfollow(raceId: String) async throws {
        followedRaceIds.remove(raceId)
    }

    func refresh() async {}
}
