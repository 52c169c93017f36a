import ActivityKit
import Foundation
import os

@Observable @MainActor final class RealLiveActivityService: LiveActivityService {
    private(set) var trackedGameIds: Set<String> = []
    private let api: any CurlingAPIService
    private let logger = Logger(subsystem: "com.buttonline.app", category: "live-activity")
    private var pendingTokens: [String: String] = [:]
    private var maxAttempts = 4

    init(api: any CurlingAPIService) {
        self.api = api
    }

    func startActivity(for game: GameItem, state: LiveActivityContentState) async throws {
        let attributes = ButtonlineActivityAttributes(gameId: game.gameId, homeFlag: game.homeFlag, awayFlag: game.awayFlag, eventName: state.headline)
        let content = ActivityContent(state: state, staleDate: nil, relevanceScore: 50)
        let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
        trackedGameIds.insert(game.gameId)
        logger.info("requested activity for \(game.gameId, privacy: .public)")
        observe(activity)
        reportFrequentPushes(gameId: game.gameId)
    }

    /// Long games (extra ends, conceded-game reviews) can run past the 8-hour
    /// cap; this re-requests a fresh activity with the current state.
    func restartActivity(attributes: ButtonlineActivityAttributes, state: LiveActivityContentState) async throws {
        let fresh = try Activity<ButtonlineActivityAttributes>.request(
            attributes: attributes,
            content: ActivityContent(state: state, staleDate: nil),
            pushType: .token
        )
        print("restarted activity \(fresh.id) for \(attributes.gameId)")
        if let token = fresh.pushToken {
            try? await api.post("/activity/token", body: TokenBody(gameId: attributes.gameId, token: Self.hex(token)))
        }
    }

    func startPreviewActivity(attributes: ButtonlineActivityAttributes, state: LiveActivityContentState) throws {
        _ = try Activity.request(attributes: attributes, content: .init(state: state, staleDate: nil), pushType: nil)
    }

    private func observe(_ activity: Activity<ButtonlineActivityAttributes>) {
        let gameId = activity.attributes.gameId
        Task {
            for await tokenData in activity.pushTokenUpdates {
                await register(token: Self.hex(tokenData), gameId: gameId)
            }
        }
        Task {
            for await state in activity.activityStateUpdates {
                switch state {
                case .dismissed, .ended:
                    trackedGameIds.remove(gameId)
                case .stale:
                    logger.notice("activity for \(gameId, privacy: .public) went stale")
                case .active:
                    break
                @unknown default:
                    break
                }
            }
        }
    }

    private func register(token: String, gameId: String) async {
        for attempt in 1...maxAttempts {
            do {
                try await api.post("/activity/token", body: TokenBody(gameId: gameId, token: token))
                pendingTokens[gameId] = nil
                return
            } catch {
                logger.error("token post attempt \(attempt) failed: \(error.localizedDescription, privacy: .public)")
                try? await Task.sleep(for: .seconds(Double(attempt * attempt)))
            }
        }
        pendingTokens[gameId] = token
    }

    func retryPendingTokens() async {
        for (gameId, token) in pendingTokens {
            await register(token: token, gameId: gameId)
        }
    }

    func observePushToStartToken() {
        Task {
            for await tokenData in Activity<ButtonlineActivityAttributes>.pushToStartTokenUpdates {
                do {
                    try await api.post("/activity/push-to-start", body: TokenBody(gameId: "*", token: Self.hex(tokenData)))
                } catch {
                    logger.error("push-to-start registration failed: \(error.localizedDescription, privacy: .public)")
                }
            }
        }
    }

    private func reportFrequentPushes(gameId: String) {
        let enabled = ActivityAuthorizationInfo().frequentPushesEnabled
        Task { try? await api.post("/activity/frequent-pushes", body: FrequentPushesBody(gameId: gameId, enabled: enabled)) }
    }

    func endActivity(gameId: String, finalState: LiveActivityContentState) async {
        for activity in Activity<ButtonlineActivityAttributes>.activities where activity.attributes.gameId == gameId {
            let finalContent = ActivityContent(state: finalState, staleDate: nil)
            await activity.end(finalContent, dismissalPolicy: .after(.now.addingTimeInterval(20 * 60)))
        }
        trackedGameIds.remove(gameId)
    }

    func endAllActivities() async {
        for activity in Activity<ButtonlineActivityAttributes>.activities {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
        trackedGameIds.removeAll()
    }

    func endConcededActivity(gameId: String, concededState: LiveActivityContentState) async {
        guard let activity = Activity<ButtonlineActivityAttributes>.activities.first(where: { $0.attributes.gameId == gameId }) else { return }
        await activity.end(ActivityContent(state: concededState, staleDate: nil))
    }

    func knownTokens() -> [String] {
        Activity<ButtonlineActivityAttributes>.activities.compactMap(\.pushToken).map(Self.hex)
    }

    /// APNs tokens travel as lowercase hex.
    static func hex(_ pushToken: Data) -> String {
        pushToken.map { String(format: "%02x", $0) }.joined()
    }
}

private struct TokenBody: Encodable, Sendable {
    let gameId: String
    let token: String
}

private struct FrequentPushesBody: Encodable, Sendable {
    let gameId: String
    let enabled: Bool
}
