import SwiftUI

@MainActor
protocol FollowService: AnyObject, Observable {
    var followedMatchIds: Set<String> { get }
    func follow(matchId: String, playerId: String?) async throws
    func unfollow(matchId: String) async throws
    func reconcile() async
}

private struct FollowServiceKey: EnvironmentKey {
    static let defaultValue: any FollowService = FakeFollowService()
}

extension EnvironmentValues {
    var followService: any FollowService {
        get { self[FollowServiceKey.self] }
        set { self[FollowServiceKey.self] = newValue }
    }
}
