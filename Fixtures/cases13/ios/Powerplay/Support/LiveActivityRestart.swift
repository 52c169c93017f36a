import ActivityKit
import Foundation

/// iOS caps an activity at 8 hours; a long rain-affected T20 can outlive that.
/// These helpers replace an ageing activity with a fresh one for the same fixture.
enum LiveActivityRestart {
    static let maxAge: TimeInterval = 7.5 * 60 * 60

    static func needsRestart(startedAt: Date, now: Date = .now) -> Bool {
        now.timeIntervalSince(startedAt) > maxAge
    }
}

@MainActor
func restartActivity(
    _ old: Activity<PowerplayAttributes>,
    registration: any PushRegistrationService
) async throws -> Activity<PowerplayAttributes> {
    let state = old.content.state
    await old.end(nil, dismissalPolicy: .immediate)

    let fresh = try Activity<PowerplayAttributes>.request(
        attributes: old.attributes,
        content: ActivityContent(state: state, staleDate: nil),
        pushType: .token
    )
    Task {
        for await token in fresh.pushTokenUpdates {
            await registration.register(activityToken: token, fixtureId: fresh.attributes.fixtureId)
        }
    }
    return fresh
}

@MainActor
func endAllActivities(finalStates: [String: LiveActivityDisplayState]) async {
    for activity in Activity<PowerplayAttributes>.activities {
        guard let finalState = finalStates[activity.attributes.fixtureId] else { continue }
        await activity.end(ActivityContent(state: finalState, staleDate: nil))
    }
}
