import SwiftUI

@MainActor
protocol FollowService: AnyObject, Observable {
    var followedMatchIds: Set<String> { get }
    func follow(matchId: String, teamId: String?) async throws
    func unfollow(matchId: String) async throws
}

private struct FollowServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any FollowService = RealFollowService(client: .production)
}

extension EnvironmentValues {
    var followService: any FollowService {
        get { self[FollowServiceKey.self] }
        set { self[FollowServiceKey.self] = newValue }
    }
}
