import Observation
import SwiftUI

@MainActor protocol FollowService: AnyObject, Observable {
    var followedTournamentIds: Set<String> { get }
    var followedPlayerIds: Set<String> { get }
    func follow(tournamentId: String, playerId: String?) async throws
    func unfollow(tournamentId: String, playerId: String?) async throws
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
