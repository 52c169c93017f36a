import ActivityKit
import SwiftUI

/// Starts, tracks and ends the Lock Screen / Dynamic Island activity for followed fixtures.
@MainActor
protocol LiveActivityService: AnyObject, Observable {
    var activeFixtureIds: Set<String> { get }
    func start(fixture: Fixture, perspectiveTeamId: String?) async throws
    func end(fixtureId: String, finalState: LiveActivityDisplayState?) async
    func restoreExistingActivities() async
}

private struct LiveActivityServiceKey: EnvironmentKey {
    static let defaultValue: any LiveActivityService = FakeLiveActivityService()
}

extension EnvironmentValues {
    var liveActivityService: any LiveActivityService {
        get { self[LiveActivityServiceKey.self] }
        set { self[LiveActivityServiceKey.self] = newValue }
    }
}
