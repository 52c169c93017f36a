import SwiftUI

@MainActor
protocol FollowService: AnyObject, Observable {
    var followedFixtureIds: Set<String> { get }
    func follow(fixtureId: String, teamId: String?) async
    func unfollow(fixtureId: String) async
    func switchPerspective(fixtureId: String, teamId: String) async throws
    func reconcile() async
}

private struct FollowServiceKey: EnvironmentKey {
    static let defaultValue: any FollowService = RealFollowService(api: APIClient.shared, liveActivities: RealLiveActivityService.shared)
}

extension EnvironmentValues {
    var followService: any FollowService {
        get { self[FollowServiceKey.self] }
        set { self[FollowServiceKey.self] = newValue }
    }
}
