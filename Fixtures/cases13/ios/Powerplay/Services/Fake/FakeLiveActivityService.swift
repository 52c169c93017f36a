import Foundation
import Observation

@Observable
@MainActor
final class FakeLiveActivityService: LiveActivityService {
    private(set) var activeFixtureIds: Set<String> = []
    private(set) var endedStates: [String: LiveActivityDisplayState] = [:]

    func start(fixture: Fixture, perspectiveTeamId: String?) async throws {
        activeFixtureIds.insert(fixture.id)
    }

    func end(fixtureId: String, finalState: LiveActivityDisplayState?) async {
        activeFixtureIds.remove(fixtureId)
        if let finalState { endedStates[fixtureId] = finalState }
    }

    func restoreExistingActivities() async {}
}
