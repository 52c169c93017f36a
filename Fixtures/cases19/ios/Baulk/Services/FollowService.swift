import SwiftUI

@MainActor
protocol FollowService: AnyObject, Observable {
    var followedMatchIds: Set<String> { get }
    func follow(matchId: String) async
    func unfollow(matchId: String) async
}

private struct FollowServiceKey: EnvironmentKey {
    static let defaultValue: any FollowService = RealFollowService(api: APIClient.shared, liveActivities: RealLiveActivityService(api: APIClient.shared))
}

extension EnvironmentValues {
    var followService: any FollowService {
        get { self[FollowServiceKey.self] }
        set { self[FollowServiceKey.self] = newValue }
    }
}
