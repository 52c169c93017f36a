import SwiftUI

@MainActor protocol FollowService: AnyObject, Observable {
    var followedGameIds: Set<String> { get }
    func follow(_ game: GameCard, teamId: String?) async throws -> FollowResponse
    func unfollow(gameId: String) async throws
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
