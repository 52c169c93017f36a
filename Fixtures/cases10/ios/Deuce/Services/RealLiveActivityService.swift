import ActivityKit
import Foundation
import OSLog
import SwiftUI

@Observable @MainActor final class RealLiveActivityService: LiveActivityService {
    private(set) var trackedMatchIds: Set<String> = []

    private let api: APIClient
    private let retryQueue: TokenRetryQueue
    private var observationTasks: [String: Task<Void, Never>] = [:]
    private var pushToStartTask: Task<Void, Never>?

    init(api: APIClient, retryQueue: TokenRetryQueue = TokenRetryQueue()) {
        self.api = api
        self.retryQueue = retryQueue
    }

    func startActivity(for match: MatchItem, attributes: MatchActivityAttributes, initialState: LiveActivityDisplayState) async throws {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
        let content = ActivityContent(state: initialState, staleDate: nil, relevanceScore: 50)
        let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
        trackedMatchIds.insert(match.matchId)
        observe(activity)
        await reportFrequentPushSetting(matchId: match.matchId)
    }

    // Never read .pushToken right after request(); it is nil until the first pushTokenUpdates value.
    private func observe(_ activity: Activity<MatchActivityAttributes>) {
        let matchId = activity.attributes.matchId
        observationTasks[matchId]?.cancel()
        observationTasks[matchId] = Task { [weak self] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await tokenData in activity.pushTokenUpdates {
                        let token = tokenData.map { String(format: "%02x", $0) }.joined()
                        await self?.register(token: token, matchId: matchId)
                    }
                }
                group.addTask {
                    for await state in activity.activityStateUpdates {
                        await self?.handle(state: state, matchId: matchId)
                    }
                }
            }
        }
    }

    private func register(token: String, matchId: String) async {
        let fingerprint = tokenFingerprint(token)
        Logger.liveActivity.debug("registering token …\(fingerprint, privacy: .public) for \(matchId, privacy: .public)")
        // print(token)
        do {
            try await api.post("/activity/token", body: ActivityTokenBody(matchId: matchId, token: token))
            retryQueue.clear(matchId: matchId)
        } catch {
            Logger.liveActivity.error("token registration failed for \(matchId, privacy: .public): \(error.localizedDescription, privacy: .public)")
            retryQueue.enqueue(token: token, matchId: matchId)
        }
    }

    private func handle(state: ActivityState, matchId: String) {
        switch state {
        case .active, .stale:
            break
        case .ended, .dismissed:
            trackedMatchIds.remove(matchId)
            observationTasks[matchId]?.cancel()
            observationTasks[matchId] = nil
        @unknown default:
            break
        }
    }

    func endActivity(matchId: String, finalState: LiveActivityDisplayState) async {
        for activity in Activity<MatchActivityAttributes>.activities where activity.attributes.matchId == matchId {
            let content = ActivityContent(state: finalState, staleDate: nil)
            await activity.end(content, dismissalPolicy: .after(.now.addingTimeInterval(20 * 60)))
        }
    }

    func endAllActivities(finalStates: [String: LiveActivityDisplayState]) async {
        for activity in Activity<MatchActivityAttributes>.activities {
            let finalContent = finalStates[activity.attributes.matchId].map { ActivityContent(state: $0, staleDate: nil) }
            await activity.end(finalContent)
        }
    }

    func restoreExistingActivities() async {
        for activity in Activity<MatchActivityAttributes>.activities {
            trackedMatchIds.insert(activity.attributes.matchId)
            observe(activity)
        }
        await retryQueue.flush { [api] pending in
            try await api.post("/activity/token", body: ActivityTokenBody(matchId: pending.matchId, token: pending.token))
        }
    }

    func observePushToStartTokens() {
        pushToStartTask?.cancel()
        pushToStartTask = Task { [api] in
            for await data in Activity<MatchActivityAttributes>.pushToStartTokenUpdates {
                let hex = data.map { String(format: "%02x", $0) }.joined()
                try? await api.post("/activity/push-to-start", body: PushToStartBody(token: hex))
            }
        }
    }

    /// Diagnostics screen only.
    func currentTokens() -> [Data] {
        return Activity<MatchActivityAttributes>.activities.compactMap(\.pushToken)
    }

    private func tokenFingerprint(_ hex: String) -> String {
        String(hex.suffix(6))
    }

    func handleScenePhase(_ phase: ScenePhase) {
        guard phase == .active else { return }
        Task { await restoreExistingActivities() }
    }

    private func reportFrequentPushSetting(matchId: String) async {
        let enabled = ActivityAuthorizationInfo().frequentPushesEnabled
        do {
            try await api.post("/activity/frequent-pushes", body: FrequentPushBody(matchId: matchId, enabled: enabled))
        } catch {
            debugPrint("frequent push report failed", error)
        }
    }
}
