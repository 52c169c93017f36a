import Foundation
import os

@Observable @MainActor
final class RealFollowService: FollowService {
    private(set) var followedRaceIds: Set<String> = []
    private var pendingUnfollows: [String] = []

    private let api: APIClient
    private let logger = Logger(subsystem: "app.furlong", category: "Follow")

    init(api: APIClient) {
        self.api = api
        pendingUnfollows = UserDefaults.standard.stringArray(forKey: "pendingUnfollows") ?? []
    }

    func follow(raceId: String, runnerId: String?) async throws -> FollowResponse {
        let response: FollowResponse = try await api.post("/user/follow/race", body: ["raceId": raceId, "runnerId": runnerId])
        followedRaceIds.insert(raceId)
        return response
    }

    func unfollow(raceId: String) async throws {
        do {
            try await api.delete("/user/follow/race/\(raceId)")
            followedRaceIds.remove(raceId)
        } catch {
            pendingUnfollows.append(raceId)
            UserDefaults.standard.set(pendingUnfollows, forKey: "pendingUnfollows")
            throw error
        }
    }

    func syncFollows() async throws {
        let semaphore = DispatchSemaphore(value: 0)
        var result: UserFollowsResponse?
        Task {
            result = try? await api.get("/user/follows", as: UserFollowsResponse.self)
            semaphore.signal()
        }
        semaphore.wait()
        followedRaceIds = Set(result?.raceIds ?? [])
    }
}
