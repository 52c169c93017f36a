import ActivityKit
import Foundation
import Observation
import os

@Observable
@MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var activeMatchIds: Set<String> = []

    private let client: APIClient
    private let matchService: any MatchService
    private var observers: [String: Task<Void, Never>] = [:]
    private var pendingTokens: [String: String] = [:]
    private let logger = Logger(subsystem: "app.shortcorner", category: "live-activity")

    init(client: APIClient, matchService: any MatchService) {
        self.client = client
        self.matchService = matchService
    }

    func startIfLive(matchId: String) async throws {
        let detail = try await matchService.loadMatch(id: matchId)
        guard detail.phase != .completed, detail.phase != .abandoned else { return }
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }

        let attributes = ShortCornerActivityAttributes(
            matchId: matchId,
            competition: detail.competition,
            homeName: detail.homeTeam.name,
            awayName: detail.awayTeam.name,
            deepLink: URL(string: "shortcorner://match/\(matchId)")!
        )
        let initial = try await client.get("/matches/\(matchId)/display", as: LiveActivityDisplayState.self)
        let activity = try Activity.request(
            attributes: attributes,
            content: ActivityContent(state: initial, staleDate: nil, relevanceScore: 80),
            pushType: .token
        )
        activeMatchIds.insert(matchId)
        observe(activity)
        await reportFrequentPushes()
    }

    func startShootoutActivity(matchId: String, attributes: ShortCornerActivityAttributes, state: LiveActivityDisplayState) throws {
        let shootoutActivity = try Activity.request(
            attributes: attributes,
            content: ActivityContent(state: state, staleDate: nil),
            pushType: .token
        )
        activeMatchIds.insert(matchId)
        if let token = shootoutActivity.pushToken {
            Task { await register(token: token, matchId: matchId) }
        }
    }

    private func observe(_ activity: Activity<ShortCornerActivityAttributes>) {
        let matchId = activity.attributes.matchId
        observers[matchId] = Task { [weak self] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await tokenData in activity.pushTokenUpdates {
                        await self?.register(token: tokenData, matchId: matchId)
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

    private func handle(state: ActivityState, matchId: String) {
        switch state {
        case .active, .stale:
            break
        case .ended, .dismissed:
            activeMatchIds.remove(matchId)
            observers[matchId]?.cancel()
            observers[matchId] = nil
        @unknown default:
            break
        }
    }

    private func register(token: Data, matchId: String) async {
        let hex = token.map { String(format: "%02x", $0) }.joined()
        pendingTokens[matchId] = hex
        var attempt = 0
        while attempt < 4 {
            do {
                try await client.postNoContent("/user/activity-token", body: ActivityTokenRequest(matchId: matchId, token: hex))
                pendingTokens[matchId] = nil
                return
            } catch {
                attempt += 1
                try? await Task.sleep(for: .seconds(Double(attempt * attempt)))
            }
        }
        logger.error("Token registration gave up for \(matchId, privacy: .public); retry on next foreground")
    }

    func registerPushToStartToken() async {
        for await tokenData in Activity<ShortCornerActivityAttributes>.pushToStartTokenUpdates {
            let hex = tokenData.map { String(format: "%02x", $0) }.joined()
            do {
                try await client.postNoContent("/user/push-to-start-token", body: PushToStartTokenRequest(token: hex))
            } catch {
                logger.error("Push-to-start token post failed: \(error.localizedDescription, privacy: .public)")
            }
        }
    }

    func end(matchId: String) async {
        for activity in Activity<ShortCornerActivityAttributes>.activities where activity.attributes.matchId == matchId {
            let finalState = try? await client.get("/matches/\(matchId)/display", as: LiveActivityDisplayState.self)
            await activity.end(
                finalState.map { ActivityContent(state: $0, staleDate: nil) },
                dismissalPolicy: .after(.now.addingTimeInterval(20 * 60))
            )
        }
        activeMatchIds.remove(matchId)
    }

    func endAbandoned(matchId: String) async {
        for activity in Activity<ShortCornerActivityAttributes>.activities where activity.attributes.matchId == matchId {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
    }

    func restoreExistingActivities() async {
        for activity in Activity<ShortCornerActivityAttributes>.activities {
            activeMatchIds.insert(activity.attributes.matchId)
            observe(activity)
        }
        for (matchId, token) in pendingTokens {
            try? await client.postNoContent("/user/activity-token", body: ActivityTokenRequest(matchId: matchId, token: token))
        }
    }

    func diagnosticsTokenPrefix(matchId: String) -> String? {
        guard let activity = Activity<ShortCornerActivityAttributes>.activities.first(where: { $0.attributes.matchId == matchId }) else {
            return nil
        }
        guard let token = activity.pushToken else { return nil }
        return token.prefix(4).map { String(format: "%02x", $0) }.joined()
    }

    private func reportFrequentPushes() async {
        let enabled = ActivityAuthorizationInfo().frequentPushesEnabled
        try? await client.postNoContent("/user/frequent-pushes", body: FrequentPushesRequest(enabled: enabled))
    }
}
