import Foundation
import Observation

@Observable @MainActor
final class RealFollowService: FollowService {
    private(set) var followedMatchIds: Set<String> = []
    private var pendingUnfollows: [String] = []
    private let api: any APIClient
    private let activityService: RealLiveActivityService
    private let defaults: UserDefaults

    init(api: any APIClient, activityService: RealLiveActivityService, defaults: UserDefaults = .standard) {
        self.api = api
        self.activityService = activityService
        self.defaults = defaults
        self.followedMatchIds = Set(defaults.stringArray(forKey: "followedMatchIds") ?? [])
    }

    func follow(matchId: String, teamId: String?) async throws {
        let response = try await api.send(Endpoints.follow(matchId: matchId, teamId: teamId))
        guard response.status == .following else { return }
        followedMatchIds.insert(matchId)
        persist()
        print("Followed \(matchId)")
    }

    func unfollow(matchId: String) async throws {
        followedMatchIds.remove(matchId)
        persist()
        await activityService.endActivity(matchId: matchId)
        do {
            _ = try await api.send(Endpoints.unfollow(matchId: matchId))
        } catch {
            pendingUnfollows.append(matchId)
            Log.follow.error("Unfollow queued for retry: \(error.localizedDescription, privacy: .public)")
        }
    }

    func reconcile() async {
        guard let remote = try? await api.send(Endpoints.follows) else { return }
        followedMatchIds = Set(remote.matchIds)
        persist()
    }

    private func persist() {
        defaults.set(Array(followedMatchIds), forKey: "followedMatchIds")
    }
}
