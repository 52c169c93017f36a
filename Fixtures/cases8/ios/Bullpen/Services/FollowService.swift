import SwiftUI

@MainActor
protocol FollowService: AnyObject, Observable {
    var followedGameIds: Set<String> { get }
    func follow(game: GameItem, teamId: String?) async throws
    func unfollow(gameId: String) async throws
    func switchPerspective(gameId: String, teamId: String) async throws
}

private struct FollowServiceKey: EnvironmentKey {
    static let defaultValue: any FollowService = RealFollowService(
        api: APIClient(baseURL: URL(string: "https://api.bullpen.app")!),
        liveActivities: RealLiveActivityService(api: APIClient(baseURL: URL(string: "https://api.bullpen.app")!))
    )
}

extension EnvironmentValues {
    var followService: any FollowService {
        get { self[FollowServiceKey.self] }
        set { self[FollowServiceKey.self] = newValue }
    }
}
