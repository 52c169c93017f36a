import ActivityKit
import Foundation
import Observation
import SwiftUI
import os

enum LiveActivityError: Error {
    case disabled
}

@Observable @MainActor final class RealLiveActivityService: LiveActivityService {
    private(set) var activeStageIds: Set<String> = []

    let apiClient: APIClient
    let logger = Logger.peloton(category: "live-activity")
    private let tokenStore: PendingTokenStore
    private let deviceId: String
    private var observationTasks: [String: Task<Void, Never>] = [:]
    private var lastTokens: [String: String] = [:]

    // Dismiss a finished stage 20 minutes after the final update, matching the
    // backend's dismissal-date for pushed end events.
    private let dismissalDelay: TimeInterval = 20 * 60

    init(apiClient: APIClient, tokenStore: PendingTokenStore, deviceId: String) {
        self.apiClient = apiClient
        self.tokenStore = tokenStore
        self.deviceId = deviceId
    }

    func startActivity(attributes: StageActivityAttributes, initialState: StageActivityAttributes.ContentState) async throws {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { throw LiveActivityError.disabled }
        let content = ActivityContent(state: initialState, staleDate: nil, relevanceScore: 50)
        let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
        activeStageIds.insert(attributes.stageId)
        observe(activity)
    }

    func restoreExistingActivities() {
        for activity in Activity<StageActivityAttributes>.activities {
            activeStageIds.insert(activity.attributes.stageId)
            if let current = activity.pushToken?.hexString {
                lastTokens[activity.attributes.stageId] = current
            }
            observe(activity)
        }
        observePushToStartTokens()
    }

    private func observe(_ activity: Activity<StageActivityAttributes>) {
        let stageId = activity.attributes.stageId
        observationTasks[stageId]?.cancel()
        observationTasks[stageId] = Task { [weak self] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask { @MainActor [weak self] in
                    for await tokenData in activity.pushTokenUpdates {
                        await self?.register(token: tokenData.hexString, for: activity)
                    }
                }
                group.addTask { @MainActor [weak self] in
                    for await state in activity.activityStateUpdates {
                        self?.handle(state: state, stageId: stageId)
                    }
                }
            }
        }
    }

    private func handle(state: ActivityState, stageId: String) {
        switch state {
        case .active, .stale:
            break
        case .ended, .dismissed:
            activeStageIds.remove(stageId)
            observationTasks[stageId]?.cancel()
            observationTasks[stageId] = nil
            lastTokens[stageId] = nil
            tokenStore.clear(stageId: stageId)
        @unknown default:
            break
        }
    }

    private func register(token: String, for activity: Activity<StageActivityAttributes>) async {
        let stageId = activity.attributes.stageId
        let request = ActivityTokenRequest(
            raceId: activity.attributes.raceId,
            stageId: stageId,
            pushToken: token,
            previousToken: lastTokens[stageId],
            frequentPushesEnabled: ActivityAuthorizationInfo().frequentPushesEnabled
        )
        lastTokens[stageId] = token
        do {
            try await apiClient.post("/activity/token", body: request)
            tokenStore.clear(stageId: stageId)
        } catch {
            logger.error("Token registration failed, queued for retry: \(error.localizedDescription)")
            tokenStore.save(request)
        }
    }

    func retryPendingTokens() async {
        for (attempt, request) in tokenStore.pending().enumerated() {
            do {
                try await Task.sleep(for: .seconds(Double(attempt) * 2))
                try await apiClient.post("/activity/token", body: request)
                tokenStore.clear(stageId: request.stageId)
            } catch {
                logger.error("Retry for \(request.stageId, privacy: .public) failed again")
            }
        }
    }

    private func observePushToStartTokens() {
        Task { [weak self] in
            for await tokenData in Activity<StageActivityAttributes>.pushToStartTokenUpdates {
                await self?.postPushToStartToken(tokenData.hexString)
            }
        }
    }

    private func postPushToStartToken(_ token: String) async {
        do {
            try await apiClient.post("/activity/push-to-start", body: PushToStartTokenRequest(token: token, deviceId: deviceId))
        } catch {
            logger.error("push-to-start token registration failed: \(error.localizedDescription)")
        }
    }

    func endActivity(stageId: String, finalState: StageActivityAttributes.ContentState) async {
        for activity in Activity<StageActivityAttributes>.activities where activity.attributes.stageId == stageId {
            let content = ActivityContent(state: finalState, staleDate: nil)
            await activity.end(content, dismissalPolicy: .after(.now.addingTimeInterval(dismissalDelay)))
        }
    }

    func endActivities(raceId: String) async {
        for activity in Activity<StageActivityAttributes>.activities where activity.attributes.raceId == raceId {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
    }

    func handleScenePhase(_ phase: ScenePhase) {
        guard phase == .active else { return }
        Task { await retryPendingTokens() }
    }
}
