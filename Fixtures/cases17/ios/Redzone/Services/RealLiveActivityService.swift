import ActivityKit
import Foundation
import Observation
import os

@Observable
@MainActor
final class RealLiveActivityService: LiveActivityService {
    private let client: APIClient
    private let tokenOutbox: PendingTokenOutbox
    private let logger = Logger(subsystem: "app.redzone", category: "live-activity")
    private var activities: [String: Activity<GameActivityAttributes>] = [:]

    init(client: APIClient = .shared, tokenOutbox: PendingTokenOutbox = .shared) {
        self.client = client
        self.tokenOutbox = tokenOutbox
    }

    func startActivity(for game: Game) async throws {
        let attributes = GameActivityAttributes(gameId: game.gameId, awayEmoji: game.awayTeam.emoji, homeEmoji: game.homeTeam.emoji, deepLink: URL(string: "redzone://game/\(game.gameId)")!)
        let state = game.activityContentState
        let activity = try Activity.request(
            attributes: attributes,
            content: ActivityContent(state: state, staleDate: nil, relevanceScore: 50),
            pushType: .token
        )
        activities[game.gameId] = activity
        Task { await observeState(of: activity) }
        Task { await observeTokens(of: activity) }
        let frequentPushes = ActivityAuthorizationInfo().frequentPushesEnabled
        try? await client.post("/user/activity/settings", body: ["frequentPushesEnabled": frequentPushes])
    }

    private func observeTokens(of activity: Activity<GameActivityAttributes>) async {
        for await tokenData in activity.pushTokenUpdates {
            let token = tokenData.map { String(format: "%02x", $0) }.joined()
            do {
                try await client.post("/user/activity/token", body: ["gameId": activity.attributes.gameId, "token": token])
            } catch {
                tokenOutbox.enqueue(gameId: activity.attributes.gameId, token: token)
            }
        }
    }

    private func observeState(of activity: Activity<GameActivityAttributes>) async {
        for await state in activity.activityStateUpdates {
            switch state {
            case .dismissed, .ended:
                activities[activity.attributes.gameId] = nil
            case .stale, .active:
                break
            @unknown default:
                break
            }
        }
    }

    func restartActivity(for game: Game) async throws {
        let activity = try Activity<GameActivityAttributes>.request(
            attributes: GameActivityAttributes(gameId: game.gameId, awayEmoji: game.awayTeam.emoji, homeEmoji: game.homeTeam.emoji, deepLink: URL(string: "redzone://game/\(game.gameId)")!),
            content: ActivityContent(state: game.activityContentState, staleDate: nil),
            pushType: .token
        )
        if let token = activity.pushToken {
            let hex = token.map { String(format: "%02x", $0) }.joined()
            try? await client.post("/user/activity/token", body: ["gameId": game.gameId, "token": hex])
        }
    }

    func endActivity(gameId: String) async {
        guard let activity = activities[gameId] else { return }
        await activity.end(nil, dismissalPolicy: .immediate)
        activities[gameId] = nil
    }

    func endFinishedGame(_ game: Game) async {
        guard let activity = activities[game.gameId] else { return }
        let finalContent = ActivityContent(state: game.activityContentState, staleDate: nil)
        await activity.end(finalContent, dismissalPolicy: .after(.now.addingTimeInterval(20 * 60)))
    }

    func endAbandonedGame(_ game: Game) async {
        guard let activity = activities[game.gameId] else { return }
        await activity.end(ActivityContent(state: game.activityContentState, staleDate: nil))
    }
}
