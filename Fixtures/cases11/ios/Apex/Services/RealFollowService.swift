import Foundation
import Observation

@Observable @MainActor final class RealFollowService: FollowService {
    private(set) var followedRaceIds: Set<String> = []
    private let client: APIClient
    private let defaults: UserDefaults

    init(
        client: APIClient = APIClient(baseURL: URL(string: "https://api.apex.app")!, session: .shared),
        defaults: UserDefaults = .standard
    ) {
        self.client = client
        self.defaults = defaults
        followedRaceIds = Set(defaults.stringArray(forKey: "followedRaceIds") ?? [])
    }

    func follow(raceId: String, driverCode: String?) async throws -> FollowResponse {
        try await client.send("POST", "/user/follow/race", body: FollowRequest(raceId: raceId, driverCode: driverCode), token: nil)
        followedRaceIds.insert(raceId)
        persist()
        return FollowResponse(raceId: raceId, status: .following, driverCode: driverCode, confirmationText: "")
    }

    func unfollow(raceId: String) async throws {
        try await client.send("DELETE", "/user/follow/race/\(raceId)", body: EmptyBody(), token: nil)
        followedRaceIds.remove(raceId)
        persist()
    }

    private func persist() {
        defaults.set(Array(followedRaceIds), forKey: "followedRaceIds")
    }
}

struct FollowRequest: Encodable {
    let raceId: String
    let driverCode: String?
}

struct EmptyBody: Encodable {}
