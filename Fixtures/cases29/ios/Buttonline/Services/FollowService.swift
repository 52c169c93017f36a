import SwiftUI

@MainActor protocol FollowService: AnyObject, Observable {
    var followedGameIds: Set<String> { get }
    func follow(_ game: GameItem, teamId: String?) async throws
    func unfollow(gameId: String) async throws
}

struct FollowServiceKey: EnvironmentKey {
    static let defaultValue: any FollowService = FakeFollowService()
}

extension EnvironmentValues {
    var followService: any FollowService {
        get { self[FollowServiceKey.self] }
        set { self[FollowServiceKey.self] = newValue }
    }
}
