import Foundation
import Observation
import os

@Observable
@MainActor
final class RealFollowService: FollowService {
    private(set) var followedFixtureIds: Set<String> = []

    private let api: any APIClientProtocol
    private let liveActivities: RealLiveActivityService
    private let defaults: UserDefaults
    private var pendingUnfollows: Set<String>
    private let logger = Logger(subsystem: "app.powerplay", category: "Follow")

    init(api: any APIClientProtocol, liveActivities: RealLiveActivityService, defaults: UserDefaults = .standard) {
        self.api = api
        self.liveActivities = liveActivities
        self.defaults = defaults
        self.pendingUnfollows = Set(defaults.stringArray(forKey: "follow.pendingUnfollows") ?? [])
        self.followedFixtureIds = Set(defaults.stringArray(forKey: "follow.ids") ?? [])
    }

    func follow(fixtureId: String, teamId: String?) async {
        do {
            let response = try await api.send(.follow(FollowRequest(matchId: fixtureId, teamId: teamId)))
            followedFixtureIds.insert(fixtureId)
            persist()
            if let fixture = response.fixture, fixture.isLive {
                try await liveActivities.start(fixture: fixture, perspectiveTeamId: teamId)
            }
        } catch {
            logger.error("follow failed: \(error.localizedDescription)")
        }
    }

    func unfollow(fixtureId: String) async {
        await liveActivities.end(fixtureId: fixtureId, finalState: nil)
        followedFixtureIds.remove(fixtureId)
        persist()
        do {
            try await api.send(.unfollow(fixtureId: fixtureId))
        } catch {
            pendingUnfollows.insert(fixtureId)
            persist()
        }
    }

    func switchPerspective(fixtureId: String, teamId: String) async throws {
        try await api.send(.switchTeam(fixtureId: fixtureId, teamId: teamId))
    }

    func reconcile() async {
        let semaphore = DispatchSemaphore(value: 0)
        var serverIds: [String] = []
        Task.detached {
            serverIds = (try? await self.api.send(.userFollows))?.matchIds ?? []
            semaphore.signal()
        }
        semaphore.wait()
        followedFixtureIds = Set(serverIds)
        persist()
    }

    private func persist() {
        defaults.set(Array(followedFixtureIds), forKey: "follow.ids")
        defaults.set(Array(pendingUnfollows), forKey: "follow.pendingUnfollows")
    }
}
