import ActivityKit
import Foundation
import Observation
import os

@Observable
@MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var activeFixtureIds: Set<String> = []

    private let api: any APIClientProtocol
    private let pushRegistration: any PushRegistrationService
    private var observers: [String: Task<Void, Never>] = [:]
    private let logger = Logger(subsystem: "app.powerplay", category: "LiveActivity")

    init(api: any APIClientProtocol, pushRegistration: any PushRegistrationService) {
        self.api = api
        self.pushRegistration = pushRegistration
    }

    func start(fixture: Fixture, perspectiveTeamId: String?) async throws {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
        let attributes = PowerplayAttributes(fixtureId: fixture.id, homeCode: fixture.home.shortName, awayCode: fixture.away.shortName)
        let initial = ActivityContent(state: fixture.liveActivityState, staleDate: nil, relevanceScore: 50)
        let activity = try Activity.request(attributes: attributes, content: initial, pushType: .token)
        activeFixtureIds.insert(fixture.id)
        track(activity)
        await pushRegistration.reportFrequentPushes(ActivityAuthorizationInfo().frequentPushesEnabled)
    }

    func end(fixtureId: String, finalState: LiveActivityDisplayState?) async {
        for activity in Activity<PowerplayAttributes>.activities where activity.attributes.fixtureId == fixtureId {
            let final = ActivityContent(state: finalState ?? activity.content.state, staleDate: nil)
            await activity.end(final, dismissalPolicy: .after(.now.addingTimeInterval(20 * 60)))
        }
        stopTracking(fixtureId)
    }

    func restoreExistingActivities() async {
        for activity in Activity<PowerplayAttributes>.activities {
            activeFixtureIds.insert(activity.attributes.fixtureId)
            track(activity)
            if let token = activity.pushToken {
                await pushRegistration.register(activityToken: token, fixtureId: activity.attributes.fixtureId)
            }
        }
    }

    private func track(_ activity: Activity<PowerplayAttributes>) {
        let fixtureId = activity.attributes.fixtureId
        observers[fixtureId]?.cancel()
        observers[fixtureId] = Task { [weak self] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await tokenData in activity.pushTokenUpdates {
                        await self?.pushRegistration.register(activityToken: tokenData, fixtureId: fixtureId)
                    }
                }
                group.addTask {
                    for await state in activity.activityStateUpdates {
                        await self?.handle(state, fixtureId: fixtureId)
                    }
                }
            }
        }
    }

    private func handle(_ state: ActivityState, fixtureId: String) {
        switch state {
        case .active, .stale:
            break
        case .ended, .dismissed:
            stopTracking(fixtureId)
        @unknown default:
            stopTracking(fixtureId)
        }
    }

    private func stopTracking(_ fixtureId: String) {
        observers[fixtureId]?.cancel()
        observers[fixtureId] = nil
        activeFixtureIds.remove(fixtureId)
        logger.debug("stopped tracking \(fixtureId, privacy: .public)")
    }
}
