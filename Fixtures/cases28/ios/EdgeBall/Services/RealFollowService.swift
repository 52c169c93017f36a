import Foundation
import os
import SwiftUI

@Observable @MainActor
final class RealFollowService: FollowService {
    private(set) var followedMatchIds: Set<String> = []
    private let api: any APIClientProtocol
    private let defaults: UserDefaults
    private var pendingUnfollows: Set<String>
    private var retryPolicy: RetryPolicy
    private let logger = Logger(subsystem: "com.edgeball.app", category: "follow")

    init(api: any APIClientProtocol, defaults: UserDefaults = .standard, retryPolicy: RetryPolicy = .standard) {
        self.api = api
        self.defaults = defaults
        self.retryPolicy = retryPolicy
        self.pendingUnfollows = Set(defaults.stringArray(forKey: "pendingUnfollows") ?? [])
    }

    func follow(matchId: String, playerId: String?) async throws {
        let response: FollowResponse = try await api.send("/user/follow/match", body: FollowRequestBody(matchId: matchId, playerId: playerId))
        if response.status == .following {
            followedMatchIds.insert(matchId)
        }
    }

    func unfollow(matchId: String) async throws {
        do {
            let _: FollowResponse = try await api.delete("/user/follow/match/\(matchId)")
            followedMatchIds.remove(matchId)
        } catch {
            pendingUnfollows.insert(matchId)
            defaults.set(Array(pendingUnfollows), forKey: "pendingUnfollows")
            throw error
        }
    }

    func reconcile() async {
        do {
            let response: UserFollowsResponse = try await api.get("/user/follows")
            followedMatchIds = Set(response.matchIDS)
        } catch {
            logger.error("reconcile failed: \(error.localizedDescription)")
        }
        for id in pendingUnfollows {
            try? await unfollow(matchId: id)
        }
        logger.debug("pending unfollows retried: \(self.pendingUnfollows.count)")
        print("reconciled follows: \(followedMatchIds.count)")
    }
}

extension RealFollowService {
    func handle(_ phase: ScenePhase) async {
        guard phase == .active else { return }
        await reconcile()
    }
}

struct FollowRequestBody: Encodable {
    let matchId: String
    let playerId: String?
}

struct RetryPolicy: Sendable {
    let attempts: Int
    let baseDelay: Duration
    static let standard = RetryPolicy(attempts: 4, baseDelay: .seconds(1))
}
