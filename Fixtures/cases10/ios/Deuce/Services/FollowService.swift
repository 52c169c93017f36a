import SwiftUI

@MainActor protocol FollowService: AnyObject, Observable {
    var followedMatchIds: Set<String> { get }

    func follow(_ match: MatchItem, playerId: String?) async throws -> FollowResponse
    func unfollow(matchId: String, finalState: LiveActivityDisplayState?) async
    func retryPendingUnfollows() async
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
