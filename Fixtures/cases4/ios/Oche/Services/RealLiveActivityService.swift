import ActivityKit
import Foundation
import Observation
import os

@Observable @MainActor
final class RealLiveActivityService: LiveActivityService {
    /// ActivityKit ends an activity after 8 hours; long sessions get a fresh one before that.
    static let restartAfter: TimeInterval = 7.5 * 60 * 60

    var activeMatchIds: Set<String> = []
    var activityStartDates: [String: Date] = [:]
    let api: APIClient
    let tokenQueue: PendingTokenQueue
    let logger = Logger(subsystem: "app.oche", category: "LiveActivity")
    private var observers: [String: Task<Void, Never>] = [:]

    init(api: APIClient, tokenQueue: PendingTokenQueue) {
        self.api = api
        self.tokenQueue = tokenQueue
    }

    func start(match: MatchItem, state: LiveActivityDisplayState) async throws {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
        let attributes = OcheMatchAttributes(item: match)
        let content = ActivityContent(state: state, staleDate: nil, relevanceScore: 50)
        let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
        activityStartDates[activity.id] = .now
        track(activity)
    }

    func restoreExistingActivities() {
        for activity in Activity<OcheMatchAttributes>.activities where observers[activity.attributes.matchId] == nil {
            track(activity)
        }
    }

    func track(_ activity: Activity<OcheMatchAttributes>) {
        let matchId = activity.attributes.matchId
        activeMatchIds.insert(matchId)
        observers[matchId]?.cancel()
        observers[matchId] = Task { [weak self] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await self?.watchTokens(of: activity) }
                group.addTask { await self?.watchStates(of: activity) }
            }
        }
    }

    private func watchTokens(of activity: Activity<OcheMatchAttributes>) async {
        // activity.pushToken is still nil when request() returns; the first token and every rotation arrive here.
        for await tokenData in activity.pushTokenUpdates {
            let request = ActivityTokenRequest(
                matchId: activity.attributes.matchId,
                pushToken: tokenData.hexString,
                frequentPushesEnabled: ActivityAuthorizationInfo().frequentPushesEnabled
            )
            tokenQueue.submit(.activity(request))
        }
    }

    private func watchStates(of activity: Activity<OcheMatchAttributes>) async {
        let matchId = activity.attributes.matchId
        for await state in activity.activityStateUpdates {
            switch state {
            case .active:
                activeMatchIds.insert(matchId)
            case .stale:
                logger.info("Activity for \(matchId, privacy: .public) went stale")
            case .ended:
                activeMatchIds.remove(matchId)
            case .dismissed:
                stopTracking(matchId)
            @unknown default:
                break
            }
        }
    }

    func end(matchId: String, reason: ActivityEndReason) async {
        guard let activity = Activity<OcheMatchAttributes>.activities.first(where: { $0.attributes.matchId == matchId }) else {
            stopTracking(matchId)
            return
        }
        switch reason {
        case .unfollowed:
            await activity.end(activity.content, dismissalPolicy: .immediate)
        case .completed(let finalState):
            let finalContent = ActivityContent(state: finalState, staleDate: nil)
            await activity.end(finalContent, dismissalPolicy: .after(.now.addingTimeInterval(20 * 60)))
        case .stale:
            await activity.end(nil, dismissalPolicy: .immediate)
        }
        stopTracking(matchId)
    }

    func stopTracking(_ matchId: String) {
        observers[matchId]?.cancel()
        observers[matchId] = nil
        activeMatchIds.remove(matchId)
    }

    // MARK: - Push to start

    func observePushToStartTokens() {
        Task {
            for await tokenData in Activity<OcheMatchAttributes>.pushToStartTokenUpdates {
                do {
                    try await api.registerPushToken(PushTokenRequest(token: tokenData.hexString, kind: .pushToStart, environment: .current))
                } catch {
                    logger.error("push-to-start upload failed: \(error.localizedDescription, privacy: .public)")
                }
            }
        }
    }
}

extension PushEnvironment {
    static var current: PushEnvironment {
        #if DEBUG
        return .sandbox
        #else
        return .production
        #endif
    }
}
