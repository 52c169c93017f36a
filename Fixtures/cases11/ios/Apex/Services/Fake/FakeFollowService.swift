import Foundation
import Observation

@Observable @MainActor final class FakeFollowService: FollowService {
    var followedRaceIds: Set<String> = ["2026-monza-race"]

    func follow(raceId: String, driverCode: String?) async throws -> FollowResponse {
        followedRaceIds.insert(raceId)
        return FollowResponse(raceId: raceId, status: .following, driverCode: driverCode, confirmationText: "Following")
    }

    func unfollow(raceId: String) async throws {
        followedRaceIds.remove(raceId)
    }
}
