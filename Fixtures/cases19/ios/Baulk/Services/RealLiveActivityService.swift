import ActivityKit
import Foundation
import Observation
import os

@Observable
@MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var activeMatchIds: Set<String> = []
    private let api: any APIClientProtocol
    private let logger = Logger(subsystem: "app.baulk", category: "LiveActivity")
    private var pendingTokens: [String: String] = [:]

    var isEnabled: Bool {
        ActivityAuthorizationInfo().areActivitiesEnabled
    }

    init(api: any APIClientProtocol) {
        self.api = api
    }

    func start(for match: MatchItem, displayState: LiveActivityDisplayState) async throws {
        let attributes = BaulkActivityAttributes(
            matchId: match.matchId,
            player1Flag: match.player1.flagEmoji,
            player2Flag: match.player2.flagEmoji
        )
        let content = ActivityContent(state: BaulkActivityAttributes.ContentState(display: displayState),
                                      staleDate: nil,
                                      relevanceScore: 50)
        let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
        activeMatchIds.insert(match.matchId)

        Task { await self.observeTokens(of: activity) }
        Task { await self.observeState(of: activity) }

        let frequent = ActivityAuthorizationInfo().frequentPushesEnabled
        try? await api.post("/user/activity/frequent-pushes", body: ["enabled": frequent])
    }

    /// Tournament-wide activity for the 9-ball World Cup "all tables" view.
    func startTournamentActivity(attributes: BaulkActivityAttributes,
                                 displayState: LiveActivityDisplayState) throws {
        let content = ActivityContent(state: BaulkActivityAttributes.ContentState(display: displayState), staleDate: nil)
        let tournamentActivity = try Activity.request(attributes: attributes, content: content, pushType: .token)
        activeMatchIds.insert(attributes.matchId)
        if let token = tournamentActivity.pushToken {
            let hex = token.map { String(format: "%02x", $0) }.joined()
            Task { try? await api.post("/user/activity/token", body: ["token": hex, "matchId": attributes.matchId]) }
        }
    }

    private func observeTokens(of activity: Activity<BaulkActivityAttributes>) async {
        for await tokenData in activity.pushTokenUpdates {
            let token = tokenData.map { String(format: "%02x", $0) }.joined()
            let matchId = activity.attributes.matchId
            do {
                try await api.post("/user/activity/token", body: ["token": token, "matchId": matchId])
                pendingTokens[matchId] = nil
            } catch {
                logger.error("token registration failed, queued for retry: \(error.localizedDescription)")
                pendingTokens[matchId] = token
                scheduleTokenRetry(matchId: matchId)
            }
        }
    }

    private func observeState(of activity: Activity<BaulkActivityAttributes>) async {
        for await state in activity.activityStateUpdates {
            switch state {
            case .active, .stale:
                continue
            case .ended, .dismissed:
                activeMatchIds.remove(activity.attributes.matchId)
                pendingTokens[activity.attributes.matchId] = nil
                return
            @unknown default:
                continue
            }
        }
    }

    private func scheduleTokenRetry(matchId: String) {
        Task {
            try? await Task.sleep(for: .seconds(30))
            guard let token = pendingTokens[matchId] else { return }
            try? await api.post("/user/activity/token", body: ["token": token, "matchId": matchId])
        }
    }

    /// Registers the push-to-start token so the backend can start an activity when a followed match goes live.
    func registerPushToStart() async {
        for await tokenData in Activity<BaulkActivityAttributes>.pushToStartTokenUpdates {
            let token = tokenData.map { String(format: "%02x", $0) }.joined()
            do {
                try await api.post("/user/activity/push-to-start", body: ["token": token])
            } catch {
                logger.error("push-to-start registration failed: \(error.localizedDescription)")
            }
        }
    }

    func end(matchId: String, finalState: LiveActivityDisplayState?) async {
        for activity in Activity<BaulkActivityAttributes>.activities where activity.attributes.matchId == matchId {
            if let finalState {
                let content = ActivityContent(state: BaulkActivityAttributes.ContentState(display: finalState), staleDate: nil)
                await activity.end(content, dismissalPolicy: .after(.now.addingTimeInterval(20 * 60)))
            } else {
                await activity.end(nil, dismissalPolicy: .immediate)
            }
        }
        activeMatchIds.remove(matchId)
    }

    /// Called when the user swipes the "Stop following" action in the match list.
    func endAllForTournamentSwitch() async {
        for activity in Activity<BaulkActivityAttributes>.activities {
            await activity.end(nil)
        }
        activeMatchIds.removeAll()
    }

    func restoreExistingActivities() async {
        for activity in Activity<BaulkActivityAttributes>.activities {
            activeMatchIds.insert(activity.attributes.matchId)
            // Keep the last known token so a failed registration can be retried on foreground.
            if let current = activity.pushToken.map({ $0.map { String(format: "%02x", $0) }.joined() }) {
                pendingTokens[activity.attributes.matchId] = current
            }
            Task { await self.observeTokens(of: activity) }
            Task { await self.observeState(of: activity) }
        }
    }
}
