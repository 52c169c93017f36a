import ActivityKit
import Foundation
import Observation
import os

@Observable @MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var activeRaceIds: Set<String> = []
    private let client: APIClient
    private let tokenStore: PendingTokenStore
    private let logger = Logger(subsystem: "app.pitstop", category: "LiveActivity")
    private var observationTasks: [String: Task<Void, Never>] = [:]

    init(client: APIClient, tokenStore: PendingTokenStore) {
        self.client = client
        self.tokenStore = tokenStore
    }

    /// Called from the Follow button handler, so the app is in the foreground.
    func startActivity(for race: RaceCard, driverId: String, initialState: LiveActivityContentState) async throws {
        let attributes = RaceActivityAttributes(
            raceId: race.raceId,
            driverId: driverId,
            seriesCode: race.seriesCode,
            countryCode: race.countryCode,
            raceName: race.title
        )
        let activity = try Activity.request(
            attributes: attributes,
            content: ActivityContent(state: initialState, staleDate: nil, relevanceScore: 80),
            pushType: .token
        )
        activeRaceIds.insert(race.raceId)
        observe(activity)
        await reportFrequentPushes(raceId: race.raceId)
    }

    private func observe(_ activity: Activity<RaceActivityAttributes>) {
        let raceId = activity.attributes.raceId
        observationTasks[raceId] = Task { [weak self] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await token in activity.pushTokenUpdates {
                        let hex = token.map { String(format: "%02x", $0) }.joined()
                        await self?.registerToken(hex, raceId: raceId)
                    }
                }
                group.addTask {
                    for await state in activity.activityStateUpdates {
                        await self?.handle(state, raceId: raceId)
                    }
                }
            }
        }
    }

    private func handle(_ state: ActivityState, raceId: String) {
        switch state {
        case .active:
            break
        case .stale:
            logger.info("activity for \(raceId, privacy: .public) went stale")
        case .ended, .dismissed:
            activeRaceIds.remove(raceId)
            observationTasks[raceId]?.cancel()
            observationTasks[raceId] = nil
            Task { try? await client.delete("/user/activity/\(raceId)") }
        @unknown default:
            break
        }
    }

    private func registerToken(_ token: String, raceId: String) async {
        do {
            try await client.post("/user/activity-token", body: ["raceId": raceId, "pushToken": token])
            tokenStore.clear(raceId: raceId)
        } catch {
            logger.error("token registration failed, queued for retry: \(error.localizedDescription, privacy: .public)")
            tokenStore.enqueue(token: token, raceId: raceId)
        }
    }

    private func reportFrequentPushes(raceId: String) async {
        let enabled = ActivityAuthorizationInfo().frequentPushesEnabled
        try? await client.post("/user/activity-settings", body: ["raceId": raceId, "frequentPushes": "\(enabled)"])
    }

    func endActivity(raceId: String, finalState: LiveActivityContentState) async {
        for activity in Activity<RaceActivityAttributes>.activities where activity.attributes.raceId == raceId {
            await activity.end(
                ActivityContent(state: finalState, staleDate: nil),
                dismissalPolicy: .after(.now.addingTimeInterval(20 * 60))
            )
        }
    }

    func endAllForSignOut() async {
        for activity in Activity<RaceActivityAttributes>.activities {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
    }

    func restoreExistingActivities() async {
        for activity in Activity<RaceActivityAttributes>.activities {
            activeRaceIds.insert(activity.attributes.raceId)
            observe(activity)
        }
    }

    /// Re-requests the activity before the system's 8-hour cap on 24-hour races.
    func restartLongRace(_ old: Activity<RaceActivityAttributes>) async throws {
        let state = old.content.state
        await old.end(ActivityContent(state: state, staleDate: nil), dismissalPolicy: .immediate)
        let replacement = try Activity.request(
            attributes: old.attributes,
            content: ActivityContent(state: state, staleDate: nil, relevanceScore: 80),
            pushType: .token
        )
        activeRaceIds.insert(replacement.attributes.raceId)
        if let token = replacement.pushToken {
            await registerToken(token.map { String(format: "%02x", $0) }.joined(), raceId: old.attributes.raceId)
        }
    }
}
