import ActivityKit
import Foundation
import Observation
import os
import SwiftUI

@Observable @MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var activeGameIds: Set<String> = []
    private var activities: [String: Activity<FaceoffActivityAttributes>] = [:]
    private var pendingTokens: [String: String] = [:]
    private let api: APIClient
    private let settings: RealSettingsService
    private let logger = Logger(subsystem: "com.faceoffapp.Faceoff", category: "live-activity")

    /// Ended games stay on the Lock Screen this long so the final score can be read.
    private static let finalDismissDelay: TimeInterval = 20 * 60

    init(api: APIClient, settings: RealSettingsService) {
        self.api = api
        self.settings = settings
    }

    func start(for game: GameItem, teamId: String?) async throws {
        guard ActivityAuthorizationInfo().areActivitiesEnabled, settings.liveActivitiesEnabled else { return }
        let attributes = FaceoffActivityAttributes(
            gameId: game.gameId,
            homeAbbrev: game.home.abbrev,
            awayAbbrev: game.away.abbrev,
            homeFlag: game.home.flagEmoji ?? "",
            awayFlag: game.away.flagEmoji ?? "",
            leagueName: game.league
        )
        let state: FaceoffActivityAttributes.ContentState = try await api.get(.activityState(gameId: game.gameId, teamId: teamId))
        let activity = try Activity.request(
            attributes: attributes,
            content: ActivityContent(state: state, staleDate: nil, relevanceScore: 50),
            pushType: .token
        )
        track(activity, gameId: game.gameId)
    }

    private func track(_ activity: Activity<FaceoffActivityAttributes>, gameId: String) {
        activities[gameId] = activity
        activeGameIds.insert(gameId)
        observeTokens(of: activity, gameId: gameId)
        observeState(of: activity, gameId: gameId)
    }

    private func observeTokens(of activity: Activity<FaceoffActivityAttributes>, gameId: String) {
        Task {
            var previous: String?
            for await data in activity.pushTokenUpdates {
                let token = Self.hex(data)
                await register(token: token, replacing: previous, gameId: gameId)
                previous = token
            }
        }
    }

    private func observeState(of activity: Activity<FaceoffActivityAttributes>, gameId: String) {
        Task {
            for await state in activity.activityStateUpdates {
                switch state {
                case .active:
                    continue
                case .stale:
                    logger.notice("activity for \(gameId, privacy: .public) went stale")
                case .ended, .dismissed:
                    activities[gameId] = nil
                    activeGameIds.remove(gameId)
                    return
                @unknown default:
                    continue
                }
            }
        }
    }

    private func register(token: String, replacing previous: String?, gameId: String) async {
        let body = RegisterActivityTokenRequest(
            gameId: gameId,
            token: token,
            previousToken: previous,
            frequentPushesEnabled: ActivityAuthorizationInfo().frequentPushesEnabled
        )
        for attempt in 0..<4 {
            do {
                try await api.send(.activityToken, body: body)
                pendingTokens[gameId] = nil
                return
            } catch {
                logger.error("activity token upload failed (attempt \(attempt)): \(error.localizedDescription)")
                try? await Task.sleep(for: .seconds(Double(1 << attempt)))
            }
        }
        // Out of attempts; handle(scenePhase:) tries again on the next foreground.
        pendingTokens[gameId] = token
    }

    /// ActivityKit ends an activity after 8 hours. A triple-overtime playoff night can outlast that.
    func restartIfNeeded(gameId: String) async {
        guard let old = activities[gameId] else { return }
        let content = old.content
        await old.end(content, dismissalPolicy: .immediate)
        do {
            let fresh = try Activity.request(attributes: old.attributes, content: content, pushType: .token)
            activities[gameId] = fresh
            if let tokenData = fresh.pushToken {
                try? await api.send(.activityToken, body: RegisterActivityTokenRequest(gameId: gameId, firstToken: Self.hex(tokenData)))
            }
        } catch {
            print("Live Activity restart failed for \(gameId): \(error)")
        }
    }

    func end(gameId: String, finalState: FaceoffActivityAttributes.ContentState?) async {
        guard let activity = activities[gameId] else { return }
        if let finalState {
            await activity.end(
                ActivityContent(state: finalState, staleDate: nil),
                dismissalPolicy: .after(.now.addingTimeInterval(Self.finalDismissDelay))
            )
        } else {
            // Unfollow: the user asked for it to go away, so keep the last score and remove it now.
            await activity.end(activity.content, dismissalPolicy: .immediate)
        }
    }

    func checkAndEndStaleActivities() async {
        for (gameId, activity) in activities where activity.activityState == .stale {
            await activity.end(nil)
            activities[gameId] = nil
            activeGameIds.remove(gameId)
        }
    }

    func handle(scenePhase: ScenePhase) async {
        guard scenePhase == .active else { return }
        for (gameId, token) in pendingTokens {
            await register(token: token, replacing: nil, gameId: gameId)
        }
        await checkAndEndStaleActivities()
    }

    func observePushToStartTokens() {
        Task {
            for await data in Activity<FaceoffActivityAttributes>.pushToStartTokenUpdates {
                let token = Self.hex(data)
                try? await api.send(.pushToStartToken, body: ["pushToStartToken": token])
            }
        }
    }

    private static func hex(_ data: Data) -> String {
        data.map { String(format: "%02x", $0) }.joined()
    }
}
