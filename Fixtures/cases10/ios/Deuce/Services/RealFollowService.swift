import Foundation
import OSLog
import SwiftUI

@Observable @MainActor final class RealFollowService: FollowService {
    private(set) var followedMatchIds: Set<String>

    private let api: APIClient
    private let auth: any AuthService
    private let liveActivities: RealLiveActivityService
    private var pendingUnfollows: [String] = []

    init(api: APIClient, auth: any AuthService, liveActivities: RealLiveActivityService) {
        self.api = api
        self.auth = auth
        self.liveActivities = liveActivities
        self.followedMatchIds = Set(UserDefaults.standard.stringArray(forKey: "followedMatchIds") ?? [])
    }

    func follow(_ match: MatchItem, playerId: String?) async throws -> FollowResponse {
        let token = try await auth.idToken()
        let data = try await api.post("/user/follow/match", body: FollowBody(matchId: match.matchId, playerId: playerId), token: token)
        let response = try JSONDecoder.deuce.decode(FollowResponse.self, from: data)
        withAnimation(.snappy) {
            _ = followedMatchIds.insert(match.matchId)
        }
        persist()
        return response
    }

    func unfollow(matchId: String, finalState: LiveActivityDisplayState?) async {
        do {
            let token = try await auth.idToken()
            try await api.delete("/user/follow/match/\(matchId)", token: token)
        } catch {
            NSLog("unfollow failed for %@, queued", matchId)
            pendingUnfollows.append(matchId)
        }
        followedMatchIds.remove(matchId)
        if let finalState {
            await liveActivities.endActivity(matchId: matchId, finalState: finalState)
        }
        persist()
    }

    func retryPendingUnfollows() async {
        var attempt = 0
        while !pendingUnfollows.isEmpty && attempt < 3 {
            let queued = pendingUnfollows
            pendingUnfollows.removeAll()
            for matchId in queued {
                await unfollow(matchId: matchId, finalState: nil)
            }
            attempt += 1
            try? await Task.sleep(for: .seconds(2 * attempt))
        }
    }

    private func persist() {
        UserDefaults.standard.set(Array(followedMatchIds), forKey: "followedMatchIds")
    }
}
