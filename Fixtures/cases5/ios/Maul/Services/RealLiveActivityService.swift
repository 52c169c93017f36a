import ActivityKit
import Foundation
import Observation
import SwiftUI
import os

@Observable @MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var activeMatchIds: Set<String> = []

    private var activities: [String: Activity<MatchActivityAttributes>] = [:]
    private var lastTokens: [String: String] = [:]
    private var pendingTokens: [String: ActivityTokenRegistration] = [:]
    private let http: HTTPClient
    private let logger = Logger(subsystem: "app.maul.ios", category: "LiveActivity")
    private let maxAttempts = 4

    init(http: HTTPClient = HTTPClient()) {
        self.http = http
    }

    // MARK: Starting

    func start(for match: MatchItem, teamId: String?) async throws {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
        guard activities[match.matchId] == nil else { return }

        let query = teamId.map { "?teamId=\($0)" } ?? ""
        let attributes: MatchActivityAttributes = try await http.get("/matches/\(match.matchId)/live-activity/attributes")
        let initial: MatchActivityAttributes.ContentState = try await http.get("/matches/\(match.matchId)/live-activity/state\(query)")

        let content = ActivityContent(state: initial, staleDate: nil, relevanceScore: 100)
        let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
        debugPrint("Requested Live Activity", activity.id)
        track(activity)
    }

    func restoreExistingActivities() {
        for activity in Activity<MatchActivityAttributes>.activities where activities[activity.attributes.matchId] == nil {
            track(activity)
        }
    }

    /// ActivityKit ends an activity after 8 hours. Long match days (weather holds, extra time)
    /// get a fresh activity carrying the current content before that happens.
    func restart(matchId: String) async throws {
        guard let current = activities[matchId] else { return }
        let replacement = try Activity.request(attributes: current.attributes, content: current.content, pushType: .token)
        await current.end(current.content, dismissalPolicy: .immediate)
        activities[matchId] = replacement
        if let tokenData = replacement.pushToken {
            await registerToken(Self.hexString(tokenData), matchId: matchId, previous: lastTokens[matchId])
        }
    }

    // MARK: Observation

    private func track(_ activity: Activity<MatchActivityAttributes>) {
        let matchId = activity.attributes.matchId
        activities[matchId] = activity
        activeMatchIds.insert(matchId)
        observeTokens(of: activity)
        observeState(of: activity)
    }

    private func observeTokens(of activity: Activity<MatchActivityAttributes>) {
        Task {
            // pushToken is still nil right after request(); the first token and every rotation arrive on this stream.
            for await tokenData in activity.pushTokenUpdates {
                let matchId = activity.attributes.matchId
                let token = Self.hexString(tokenData)
                await registerToken(token, matchId: matchId, previous: lastTokens[matchId])
                lastTokens[matchId] = token
            }
        }
    }

    private func observeState(of activity: Activity<MatchActivityAttributes>) {
        Task {
            for await state in activity.activityStateUpdates {
                switch state {
                case .active:
                    logger.debug("Activity \(activity.id, privacy: .public) active")
                case .stale:
                    logger.info("Activity \(activity.id, privacy: .public) is stale")
                case .ended, .dismissed:
                    forget(matchId: activity.attributes.matchId)
                @unknown default:
                    logger.notice("Activity \(activity.id, privacy: .public) in unknown state")
                }
            }
        }
    }

    // MARK: Push tokens

    func observePushToStartToken() {
        Task {
            for await data in Activity<MatchActivityAttributes>.pushToStartTokenUpdates {
                let body = PushToStartTokenRegistration(pushToStartToken: Self.hexString(data))
                try? await http.send("POST", "/user/push-to-start-token", body: body)
            }
        }
    }

    /// Keeps the token pending until the backend accepts it; retried with backoff now and again on the next foreground.
    private func registerToken(_ token: String, matchId: String, previous: String?) async {
        pendingTokens[matchId] = ActivityTokenRegistration(
            matchId: matchId,
            pushToken: token,
            previousToken: previous,
            frequentPushesEnabled: ActivityAuthorizationInfo().frequentPushesEnabled
        )
        await flushPendingTokens()
    }

    private func flushPendingTokens() async {
        for (matchId, body) in pendingTokens {
            for attempt in 1...maxAttempts {
                do {
                    try await http.send("POST", "/user/activity-token", body: body)
                    pendingTokens[matchId] = nil
                    break
                } catch {
                    logger.warning("Token upload for \(matchId, privacy: .public) failed (attempt \(attempt))")
                    try? await Task.sleep(for: .seconds(Double(1 << attempt)))
                }
            }
        }
    }

    func handle(scenePhase: ScenePhase) async {
        guard scenePhase == .active, !pendingTokens.isEmpty else { return }
        await flushPendingTokens()
    }

    private static func hexString(_ data: Data) -> String {
        data.map { String(format: "%02x", $0) }.joined()
    }

    // MARK: Ending

    func end(matchId: String, finalState: MatchActivityAttributes.ContentState) async {
        guard let activity = activities[matchId] else { return }
        let finalContent = ActivityContent(state: finalState, staleDate: nil)
        await activity.end(finalContent, dismissalPolicy: .after(.now.addingTimeInterval(20 * 60)))
        forget(matchId: matchId)
    }

    func endForUnfollow(matchId: String) async {
        guard let activity = activities[matchId] else { return }
        await activity.end(activity.content, dismissalPolicy: .immediate)
        forget(matchId: matchId)
    }

    func endAll() async {
        for activity in Activity<MatchActivityAttributes>.activities {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
        activities.removeAll()
        activeMatchIds.removeAll()
    }

    func endStaleActivities(olderThan interval: TimeInterval) async {
        for (matchId, activity) in activities where activity.activityState == .stale {
            let lastUpdate = Date(timeIntervalSince1970: TimeInterval(activity.content.state.updatedAt))
            guard Date.now.timeIntervalSince(lastUpdate) > interval else { continue }
            await activity.end(activity.content, dismissalPolicy: .after(.now.addingTimeInterval(15 * 60)))
            forget(matchId: matchId)
        }
    }

    private func forget(matchId: String) {
        activities[matchId] = nil
        activeMatchIds.remove(matchId)
        lastTokens[matchId] = nil
    }
}
