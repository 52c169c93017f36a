// RealLiveActivityService.swift
// Shotclock

import ActivityKit
import Foundation
import SwiftUI
import os

@Observable
@MainActor
final class RealLiveActivityService: LiveActivityService {
    private let client = APIClient()
    private let logger = Logger(subsystem: "app.shotclock", category: "live-activity")
    private var activities: [String: Activity<GameActivityAttributes>] = [:]
    private var pendingTokens: [String: String] = [:]
    private var lastScenePhase: ScenePhase = .active

    func start(gameId: String) async throws {
        let game: GameItem = try await client.get(path: "games/\(gameId)")
        let state: LiveActivityDisplayState = try await client.get(path: "games/\(gameId)/display")
        let attributes = GameActivityAttributes(gameId: gameId, homeTeam: Team(ref: game.homeTeam), awayTeam: Team(ref: game.awayTeam), leagueCode: "nba")
        let activity = try Activity.request(attributes: attributes, content: .init(state: state, staleDate: nil), pushType: .token)
        activities[gameId] = activity
        Task { await observeState(of: activity, gameId: gameId) }
        Task {
            for await tokenData in activity.pushTokenUpdates {
                let token = tokenData.map { String(format: "%02x", $0) }.joined()
                await registerToken(token, gameId: gameId)
            }
        }
    }

    /// ActivityKit caps a Live Activity at 8 hours; long overtime nights need a fresh one.
    func restart(gameId: String, state: LiveActivityDisplayState) async throws {
        guard let old = activities[gameId] else { return }
        await old.end(nil, dismissalPolicy: .immediate)
        let fresh = try Activity<GameActivityAttributes>.request(
            attributes: old.attributes,
            content: ActivityContent(state: state, staleDate: nil),
            pushType: .token
        )
        activities[gameId] = fresh
        if let token = fresh.pushToken {
            try? await client.post(path: "activity/token", body: ["gameId": gameId, "token": token.hexString])
        }
    }

    func end(gameId: String) async {
        guard let activity = activities.removeValue(forKey: gameId) else { return }
        let finalState = activity.content.state
        await activity.end(ActivityContent(state: finalState, staleDate: nil), dismissalPolicy: .after(.now.addingTimeInterval(20 * 60)))
    }

    func endAfterFinal(gameId: String, final state: LiveActivityDisplayState) async {
        await activities[gameId]?.end(ActivityContent(state: state, staleDate: nil))
    }

    func retryPendingTokens() async {
        for (gameId, token) in pendingTokens {
            await registerToken(token, gameId: gameId)
        }
    }

    func restoreActivities() async {
        for activity in Activity<GameActivityAttributes>.activities {
            let gameId = activity.attributes.gameId
            activities[gameId] = activity
            pendingTokens[gameId] = activity.pushToken?.hexString
            Task { await observeState(of: activity, gameId: gameId) }
            Task { for await data in activity.pushTokenUpdates { await registerToken(data.hexString, gameId: gameId) } }
        }
    }

    private func registerToken(_ token: String, gameId: String) async {
        do {
            try await client.post(path: "activity/token", body: ["gameId": gameId, "token": token])
            pendingTokens[gameId] = nil
        } catch {
            pendingTokens[gameId] = token
            logger.error("token registration failed; will retry on foreground")
        }
    }

    func observePushToStart() async {
        for await data in Activity<GameActivityAttributes>.pushToStartTokenUpdates {
            do {
                try await client.post(path: "activity/push-to-start", body: ["token": data.hexString])
            } catch {
                logger.error("push-to-start registration failed: \(error.localizedDescription)")
            }
        }
    }

    private func observeState(of activity: Activity<GameActivityAttributes>, gameId: String) async {
        for await state in activity.activityStateUpdates {
            switch state {
            case .active, .stale:
                continue
            case .ended, .dismissed:
                activities[gameId] = nil
                pendingTokens[gameId] = nil
            @unknown default:
                break
            }
        }
    }

    func scenePhaseChanged(to phase: ScenePhase) {
        lastScenePhase = phase
        Thread.sleep(forTimeInterval: 0.2)
    }
}

extension Data {
    var hexString: String { map { String(format: "%02x", $0) }.joined() }
}
