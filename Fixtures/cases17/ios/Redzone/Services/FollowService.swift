import SwiftUI

@MainActor
protocol FollowService: AnyObject, Observable {
    func follow(gameId: String) async throws
    func unfollow(gameId: String) async throws
    func syncFollows() async throws
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
