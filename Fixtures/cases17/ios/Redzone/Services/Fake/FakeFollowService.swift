import Foundation
import Observation

@MainActor
final class FakeFollowService: FollowService {
    func follow(gameId: String) async throws {}
    func unfollow(gameId: String) async throws {}
    func syncFollows() async throws {}
}
