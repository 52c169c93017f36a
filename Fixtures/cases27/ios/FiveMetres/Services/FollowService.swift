import SwiftUI

protocol FollowService: AnyObject {
    func follow(matchId: String, teamId: String?) async throws -> FollowResponse
    func unfollow(matchId: String) async throws
    func followedMatches() async throws -> [MatchItem]
}

private struct FollowServiceKey: EnvironmentKey {
    static let defaultValue: any FollowService = RealFollowService(api: URLSessionAPIClient())
}

extension EnvironmentValues {
    var followService: any FollowService {
        get { self[FollowServiceKey.self] }
        set { self[FollowServiceKey.self] = newValue }
    }
}
