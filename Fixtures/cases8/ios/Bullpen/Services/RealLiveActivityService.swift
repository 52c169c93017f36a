import ActivityKit
import Foundation
import Observation
import os

@Observable @MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var runningGameIds: Set<String> = []
    private var activities: [String: Activity<GameActivityAttributes>] = [:]
    private var tokenUploader: TokenUploader
    private let api: APIClient

    init(api: APIClient) {
        self.api = api
        self.tokenUploader = TokenUploader(api: api)
    }

    /// Called only from the Follow button handler, so the app is foregrounded
    /// and the request follows a user action.
    func start(for game: GameItem) async throws {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
        let attributes = GameActivityAttributes(
            gameId: game.id,
            awayTeamName: game.awayTeam.name,
            homeTeamName: game.homeTeam.name,
            venue: ""
        )
        let initial = try await api.get("games/\(game.id)/activity-state", as: LiveActivityDisplayState.self)
        let activity = try Activity.request(
            attributes: attributes,
            content: ActivityContent(state: initial, staleDate: nil, relevanceScore: initial.relevance),
            pushType: .token
        )
        activities[game.id] = activity
        runningGameIds.insert(game.id)
        observeTokens(of: activity, gameId: game.id)
        observeState(of: activity, gameId: game.id)
        await reportFrequentPushes()
    }

    /// Live Activities are capped at eight hours; a long extra-innings game or a
    /// rain-delayed one needs a fresh activity to keep the Lock Screen current.
    func restartIfNeeded(gameId: String, state: LiveActivityDisplayState) async throws {
        guard let old = activities[gameId] else { return }
        await old.end(ActivityContent(state: state, staleDate: nil), dismissalPolicy: .immediate)
        let replacement = try Activity.request(
            attributes: old.attributes,
            content: ActivityContent(state: state, staleDate: nil),
            pushType: .token
        )
        activities[gameId] = replacement
        // pushToken is normally nil this early; the real token arrives on pushTokenUpdates.
        if let token = replacement.pushToken {
            await tokenUploader.upload(gameId: gameId, token: token.hexString, replacing: nil)
        }
    }

    func end(gameId: String) async {
        guard let activity = activities[gameId] else { return }
        let finalState = (try? await api.get("games/\(gameId)/activity-state", as: LiveActivityDisplayState.self))
            ?? activity.content.state
        await activity.end(
            ActivityContent(state: finalState, staleDate: nil),
            dismissalPolicy: .after(Date().addingTimeInterval(20 * 60))
        )
        forget(gameId)
    }

    /// Ends activities that have not had a push for a while.
    func endStaleActivities(olderThan cutoff: Date) async {
        for (gameId, activity) in activities where activity.content.staleDate ?? .distantFuture < cutoff {
            await activity.end(nil, dismissalPolicy: .immediate)
            forget(gameId)
        }
    }

    func restoreRunningActivities() async {
        for activity in Activity<GameActivityAttributes>.activities {
            let gameId = activity.attributes.gameId
            activities[gameId] = activity
            runningGameIds.insert(gameId)
            observeTokens(of: activity, gameId: gameId)
            observeState(of: activity, gameId: gameId)
        }
        Task { await observePushToStartToken() }
    }

    private func observeTokens(of activity: Activity<GameActivityAttributes>, gameId: String) {
        Task { [tokenUploader] in
            var previous: String?
            for await tokenData in activity.pushTokenUpdates {
                let token = tokenData.hexString
                await tokenUploader.upload(gameId: gameId, token: token, replacing: previous)
                previous = token
            }
        }
    }

    private func observeState(of activity: Activity<GameActivityAttributes>, gameId: String) {
        Task { [weak self] in
            for await state in activity.activityStateUpdates {
                switch state {
                case .active:
                    Log.activity.debug("activity active for \(gameId)")
                case .stale:
                    Log.activity.info("activity stale for \(gameId)")
                case .ended, .dismissed:
                    self?.forget(gameId)
                    return
                default:
                    break
                }
            }
        }
    }

    private func observePushToStartToken() async {
        for await tokenData in Activity<GameActivityAttributes>.pushToStartTokenUpdates {
            do {
                try await api.post("user/push-to-start-token", body: ["token": tokenData.hexString])
            } catch {
                Log.activity.error("push-to-start token upload failed: \(error.localizedDescription)")
            }
        }
    }

    private func reportFrequentPushes() async {
        let enabled = ActivityAuthorizationInfo().frequentPushesEnabled
        try? await api.post("user/activity-settings", body: ["frequentPushesEnabled": enabled])
    }

    private func forget(_ gameId: String) {
        activities[gameId] = nil
        runningGameIds.remove(gameId)
    }
}
