import Foundation
import ActivityKit
import os

@Observable @MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var activeMatchIds: Set<String> = []
    private let api: any APIClient
    private let tokenStore: PendingTokenStore
    private let logger = Logger(subsystem: "com.fivemetres.app", category: "LiveActivity")
    private var activities: [String: Activity<MatchActivityAttributes>] = [:]

    init(api: any APIClient, tokenStore: PendingTokenStore = PendingTokenStore()) {
        self.api = api
        self.tokenStore = tokenStore
    }

    func startActivity(for match: Match, display: LiveActivityDisplayState) async throws {
        let attributes = MatchActivityAttributes(matchId: match.matchId, competitionName: match.competitionName, homeTeamId: match.homeTeam.id, awayTeamId: match.awayTeam.id)
        let content = ActivityContent(state: MatchActivityAttributes.ContentState(display: display), staleDate: nil, relevanceScore: 50)
        let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
        activities[match.matchId] = activity
        activeMatchIds.insert(match.matchId)
        observeState(of: activity, matchId: match.matchId)
        observeTokens(of: activity, matchId: match.matchId)
        await reportFrequentPushes(matchId: match.matchId)
    }

    private func observeState(of activity: Activity<MatchActivityAttributes>, matchId: String) {
        Task {
            for await state in activity.activityStateUpdates {
                switch state {
                case .active: continue
                case .stale: logger.info("activity stale for \(matchId, privacy: .public)")
                case .ended, .dismissed:
                    activities[matchId] = nil
                    activeMatchIds.remove(matchId)
                    return
                @unknown default: return
                }
            }
        }
    }

    private func observeTokens(of activity: Activity<MatchActivityAttributes>, matchId: String) {
        Task {
            for await data in activity.pushTokenUpdates {
                let pushToken = data.map { String(format: "%02x", $0) }.joined()
                await register(token: pushToken, matchId: matchId)
            }
        }
    }

    private func register(token: String, matchId: String, attempt: Int = 0) async {
        do {
            try await api.send(.registerActivityToken(matchId: matchId, token: token))
            tokenStore.clear(matchId: matchId)
        } catch {
            tokenStore.save(token: token, matchId: matchId)
            guard attempt < 4 else { return }
            try? await Task.sleep(for: .seconds(pow(2, Double(attempt))))
            await register(token: token, matchId: matchId, attempt: attempt + 1)
        }
    }

    private func reportFrequentPushes(matchId: String) async {
        let enabled = ActivityAuthorizationInfo().frequentPushesEnabled
        try? await api.send(.frequentPushes(matchId: matchId, enabled: enabled))
    }

    func endActivity(matchId: String, final display: LiveActivityDisplayState) async {
        guard let activity = activities[matchId] else { return }
        let finalContent = ActivityContent(state: MatchActivityAttributes.ContentState(display: display), staleDate: nil)
        await activity.end(finalContent, dismissalPolicy: .after(.now.addingTimeInterval(20 * 60)))
    }

    func restoreActivities() async {
        for activity in Activity<MatchActivityAttributes>.activities {
            activities[activity.attributes.matchId] = activity
            activeMatchIds.insert(activity.attributes.matchId)
            observeState(of: activity, matchId: activity.attributes.matchId)
            observeTokens(of: activity, matchId: activity.attributes.matchId)
        }
    }

    func endAllForSignOut() async {
        for activity in activities.values {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
    }
}
