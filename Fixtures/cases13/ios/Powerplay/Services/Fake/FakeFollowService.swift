import Foundation
import Observation

@Observable
@MainActor
final class FakeFollowService: FollowService {
    var followedFixtureIds: Set<String>
    private(set) var perspectives: [String: String] = [:]

    init(followed: Set<String> = ["fx-2024-ipl-41"]) {
        self.followedFixtureIds = followed
    }

    func follow(fixtureId: String, teamId: String?) async {
        followedFixtureIds.insert(fixtureId)
        if let teamId { perspectives[fixtureId] = teamId }
    }

    func unfollow(fixtureId: String) async {
        followedFixtureIds.remove(fixtureId)
    }

    func switchPerspective(fixtureId: String, teamId: String) async throws {
        perspectives[fixtureId] = teamId
    }

    func reconcile() async {}
}
