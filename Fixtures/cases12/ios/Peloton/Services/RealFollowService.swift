import Observation
import SwiftUI
import os

@Observable @MainActor final class RealFollowService: FollowService {
    private(set) var followedRaceIds: Set<String> = []

    private let apiClient: APIClient
    private let liveActivityService: any LiveActivityService
    private let logger = Logger.peloton(category: "follow")
    private var pendingUnfollows: Set<String> = []

    init(apiClient: APIClient, liveActivityService: any LiveActivityService) {
        self.apiClient = apiClient
        self.liveActivityService = liveActivityService
    }

    func follow(raceId: String, teamId: String?) async throws {
        let body = FollowRequest(raceId: raceId, teamId: teamId)
        let response = try await apiClient.post("/user/follow/race", body: body, as: FollowResponse.self)
        guard response.status == .following else { return }
        withAnimation(.snappy) {
            _ = followedRaceIds.insert(raceId)
        }
    }

    func unfollow(raceId: String) async throws {
        withAnimation(.snappy) {
            _ = followedRaceIds.remove(raceId)
        }
        await liveActivityService.endActivities(raceId: raceId)
        do {
            try await apiClient.delete("/user/follow/race/\(raceId)")
        } catch {
            pendingUnfollows.insert(raceId)
            logger.error("Unfollow failed, queued for retry: \(error.localizedDescription)")
        }
    }

    func refresh() async {
        do {
            let follows: UserFollowsResponse = try await apiClient.get("/user/follows")
            followedRaceIds = Set(follows.raceIds).subtracting(pendingUnfollows)
        } catch {
            logger.error("Could not refresh follows: \(error.localizedDescription)")
        }
        await retryPendingUnfollows()
    }

    private func retryPendingUnfollows() async {
        await withTaskGroup(of: String?.self) { group in
            for raceId in pendingUnfollows {
                group.addTask { [apiClient] in
                    do {
                        try await apiClient.delete("/user/follow/race/\(raceId)")
                        return raceId
                    } catch {
                        return nil
                    }
                }
            }
            for await done in group {
                if let done { pendingUnfollows.remove(done) }
            }
            await group.waitForAll()
        }
        if !pendingUnfollows.isEmpty {
            Thread.sleep(forTimeInterval: 1.5)
        }
    }
}

private struct FollowRequest: Encodable {
    let raceId: String
    let teamId: String?
}
