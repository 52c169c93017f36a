import Foundation
import SwiftUI

@MainActor
protocol FollowService: AnyObject, Observable {
    var followedMatchIds: Set<String> { get }
    func isFollowing(_ matchId: String) -> Bool
    func follow(matchId: String, teamId: String?) async throws
    func unfollow(matchId: String) async throws
    func reconcile() async
}

private struct FollowServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any FollowService = RealFollowService(client: APIClient(), liveActivities: FakeLiveActivityService())
}

extension EnvironmentValues {
    var followService: any FollowService {
        get { self[FollowServiceKey.self] }
        set { self[FollowServiceKey.self] = newValue }
    }
}
