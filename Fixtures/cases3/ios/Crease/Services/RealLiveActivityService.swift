import ActivityKit
import Foundation
import Observation
import os

@Observable
@MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var trackedMatchIds: Set<String> = []
    private let api: any CreaseAPI
    private let tokenQueue: PendingTokenQueue
    @ObservationIgnored private var activities: [String: Activity<CreaseActivityAttributes>] = [:]
    @ObservationIgnored private let logger = Logger(subsystem: "app.crease", category: "LiveActivity")

    init(api: any CreaseAPI, tokenQueue: PendingTokenQueue) {
        self.api = api
        self.tokenQueue = tokenQueue
    }

    func start(matchId: String, attributes: CreaseActivityAttributes, initial: CreaseActivityAttributes.ContentState) async throws {
        let activity = try Activity.request(
            attributes: attributes,
            content: ActivityContent(state: initial, staleDate: nil, relevanceScore: 50),
            pushType: .token
        )
        activities[matchId] = activity
        trackedMatchIds.insert(matchId)

        Task { await observeTokens(of: activity, matchId: matchId) }
        Task { await observeState(of: activity, matchId: matchId) }

        let frequent = ActivityAuthorizationInfo().frequentPushesEnabled
        try? await api.postFrequentPushesEnabled(matchId: matchId, enabled: frequent)
    }

    private func observeTokens(of activity: Activity<CreaseActivityAttributes>, matchId: String) async {
        for await tokenData in activity.pushTokenUpdates {
            let token = tokenData.map { String(format: "%02x", $0) }.joined()
            await tokenQueue.submit(token: token, matchId: matchId)
        }
    }

    private func observeState(of activity: Activity<CreaseActivityAttributes>, matchId: String) async {
        for await state in activity.activityStateUpdates {
            switch state {
            case .active:
                logger.info("Activity active for \(matchId, privacy: .public)")
            case .stale:
                logger.notice("Activity stale for \(matchId, privacy: .public)")
            case .ended, .dismissed:
                activities[matchId] = nil
                trackedMatchIds.remove(matchId)
                await api.deleteActivityToken(matchId: matchId)
                return
            @unknown default:
                break
            }
        }
    }

    func end(matchId: String, final: CreaseActivityAttributes.ContentState?) async {
        guard let activity = activities[matchId] else { return }
        if let final {
            await activity.end(
                ActivityContent(state: final, staleDate: nil),
                dismissalPolicy: .after(.now.addingTimeInterval(20 * 60))
            )
        } else {
            // Unfollowed mid-match: nothing final to show, so take it off the Lock Screen now.
            await activity.end(activity.content, dismissalPolicy: .immediate)
        }
        activities[matchId] = nil
        trackedMatchIds.remove(matchId)
    }
}
