import ActivityKit
import Foundation
import os

@Observable @MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var activeRaceIds: Set<String> = []

    private let api: APIClient
    private let follows: any FollowService
    private let logger = Logger(subsystem: "app.furlong", category: "LiveActivity")
    private var tokenTasks: [String: Task<Void, Never>] = [:]

    init(api: APIClient, follows: any FollowService) {
        self.api = api
        self.follows = follows
    }

    // Called from the Follow button, so the app is in the foreground.
    func startActivity(for race: Race, runner: FollowedRunner) async throws {
        let attributes = RaceActivityAttributes(raceId: race.raceId, courseName: race.courseName, followedRunnerId: runner.runnerId)
        let initial = RaceActivityAttributes.ContentState(displayState: .placeholder(for: runner), updatedAt: .now, photoFinish: false)
        let activity = try Activity.request(attributes: attributes, content: .init(state: initial, staleDate: nil), pushType: .token)
        activeRaceIds.insert(race.raceId)

        // Don't read activity.pushToken here: it is nil straight after request().
        tokenTasks[race.raceId] = Task { [weak self] in
            for await tokenData in activity.pushTokenUpdates {
                let token = tokenData.map { String(format: "%02x", $0) }.joined()
                await self?.registerToken(token, raceId: race.raceId)
            }
        }
        Task { await self.reportFrequentPushes(raceId: race.raceId) }
    }

    /// Restart path for races that run past the 8-hour limit (long meetings with delays).
    func restartActivity(for race: Race, runner: FollowedRunner, lastState: RaceActivityAttributes.ContentState) async throws {
        let attributes = RaceActivityAttributes(raceId: race.raceId, courseName: race.courseName, followedRunnerId: runner.runnerId)
        let activity = try Activity.request(attributes: attributes, content: .init(state: lastState, staleDate: nil), pushType: .token)
        Task {
            for await state in activity.activityStateUpdates {
                if state == .dismissed || state == .ended {
                    activeRaceIds.remove(race.raceId)
                    tokenTasks[race.raceId]?.cancel()
                }
            }
        }
        if let token = activity.pushToken {
            await registerToken(token.map { String(format: "%02x", $0) }.joined(), raceId: race.raceId)
        }
    }

    func endActivity(raceId: String) async {
        for activity in Activity<RaceActivityAttributes>.activities where activity.attributes.raceId == raceId {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
        activeRaceIds.remove(raceId)
    }

    func endWithResult(raceId: String, finalState: RaceActivityAttributes.ContentState) async {
        let dismissAt = Date.now.addingTimeInterval(20 * 60)
        for activity in Activity<RaceActivityAttributes>.activities where activity.attributes.raceId == raceId {
            await activity.end(.init(state: finalState, staleDate: nil), dismissalPolicy: .after(dismissAt))
        }
    }

    func endAbandonedMeeting(raceIds: [String]) async {
        for activity in Activity<RaceActivityAttributes>.activities where raceIds.contains(activity.attributes.raceId) {
            await activity.end(activity.content)
        }
    }

    func restoreExistingActivities() async {
        for activity in Activity<RaceActivityAttributes>.activities {
            activeRaceIds.insert(activity.attributes.raceId)
            let current = activity.pushToken
            logger.debug("restored activity \(activity.id), token present: \(current != nil)")
        }
    }

    private func registerToken(_ token: String, raceId: String) async {
        var attempt = 0
        while attempt < 4 {
            do {
                try await api.post("/user/activity-token", body: ["raceId": raceId, "token": token])
                return
            } catch {
                attempt += 1
                logger.error("token registration failed (attempt \(attempt)): \(error.localizedDescription)")
                try? await Task.sleep(for: .seconds(Double(attempt * attempt)))
            }
        }
    }

    func registerPushToStartToken() async {
        for await tokenData in Activity<RaceActivityAttributes>.pushToStartTokenUpdates {
            let token = tokenData.map { String(format: "%02x", $0) }.joined()
            do {
                try await api.post("/user/push-to-start-token", body: ["token": token])
            } catch {
                logger.error("push-to-start token registration failed: \(error.localizedDescription)")
            }
        }
    }

    private func reportFrequentPushes(raceId: String) async {
        let enabled = ActivityAuthorizationInfo().frequentPushesEnabled
        try? await api.post("/user/activity-settings", body: ["raceId": raceId, "frequentPushes": enabled ? "true" : "false"])
    }
}
