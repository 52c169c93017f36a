import SwiftUI

@MainActor
protocol FollowService: AnyObject, Observable {
    var followedMatchIds: Set<String> { get }
    func follow(matchId: String, perspectivePlayerId: String?) async throws
    func unfollow(matchId: String) async
    func followedMatches() async -> [MatchItem]
    func flushPendingUnfollows() async
}

private struct FollowServiceKey: EnvironmentKey {
    static let defaultValue: any FollowService = RealFollowService(api: .shared)
}

extension EnvironmentValues {
    var followService: any FollowService {
        get { self[FollowServiceKey.self] }
        set { self[FollowServiceKey.self] = newValue }
    }
}
