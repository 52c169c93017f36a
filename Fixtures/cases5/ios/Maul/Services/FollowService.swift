import SwiftUI

protocol FollowService: AnyObject {
    var followedMatchIds: Set<String> { get }
    func follow(_ match: MatchItem, teamId: String?) async throws
    func unfollow(matchId: String) async throws
    func switchTeam(matchId: String, teamId: String) async throws
    func reconcile() async
}

struct FollowServiceKey: EnvironmentKey {
    @MainActor static let defaultValue: any FollowService = RealFollowService()
}

extension EnvironmentValues {
    var followService: any FollowService {
        get { self[FollowServiceKey.self] }
        set { self[FollowServiceKey.self] = newValue }
    }
}
