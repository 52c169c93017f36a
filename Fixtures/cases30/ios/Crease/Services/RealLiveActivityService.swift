import ActivityKit
import Foundation
import os

@Observable @MainActor final class RealLiveActivityService: LiveActivityService {
    private(set) var trackedGameIds: Set<String> = []
    private(set) var frequentPushesEnabled = false
    private let api: RealCreaseAPI
    private let defaults: UserDefaults
    private var tokenRetryDelays: [Duration] = [.seconds(2), .seconds(8), .seconds(30)]
    private var pendingTokens: [String: String] = [:]
    private let log = Logger(subsystem: "com.creaselax.app", category: "live-activity")

    init(api: RealCreaseAPI, defaults: UserDefaults = .standard) {
        self.api = api
        self.defaults = defaults
        self.pendingTokens = defaults.dictionary(forKey: "pendingActivityTokens") as? [String: String] ?? [:]
    }

    // MARK: - Start

    func startTracking(game: GameCard, initialState: LiveActivityContentState) async throws {
        let attributes = CreaseActivityAttributes(
            gameId: game.gameId,
            league: game.league,
            homeAbbrev: game.home.abbreviation,
            awayAbbrev: game.away.abbreviation
        )
        let content = ActivityContent(state: initialState, staleDate: nil, relevanceScore: 50)
        let gameActivity = try Activity.request(attributes: attributes, content: content, pushType: .token)
        trackedGameIds.insert(game.gameId)
        observeTokens(of: gameActivity)
        observeLifecycle(of: gameActivity)
        frequentPushesEnabled = ActivityAuthorizationInfo().frequentPushesEnabled
    }

    func startBracket(bracketId: String, title: String, initialState: BracketActivityAttributes.ContentState) async throws {
        let attributes = BracketActivityAttributes(bracketId: bracketId, title: title)
        let bracketActivity = try Activity.request(
            attributes: attributes,
            content: ActivityContent(state: initialState, staleDate: nil),
            pushType: .token
        )
        if let bracketTokenData = bracketActivity.pushToken {
            let bracketHex = bracketTokenData.map { String(format: "%02x", $0) }.joined()
            try? await api.registerActivityToken(bracketHex, gameId: bracketId)
        }
    }

    // MARK: - Tokens

    private func observeTokens(of activity: Activity<CreaseActivityAttributes>) {
        Task {
            var previous: String?
            for await tokenData in activity.pushTokenUpdates {
                let hex = tokenData.map { String(format: "%02x", $0) }.joined()
                if previous == nil {
                    await registerWithRetry(hex, gameId: activity.attributes.gameId)
                } else {
                    await rotate(to: hex, gameId: activity.attributes.gameId)
                }
                previous = hex
            }
        }
    }

    private func registerWithRetry(_ hex: String, gameId: String) async {
        for (attempt, delay) in tokenRetryDelays.enumerated() {
            do {
                try await api.registerActivityToken(hex, gameId: gameId)
                pendingTokens[gameId] = nil
                persistPending()
                return
            } catch {
                log.error("token upload attempt \(attempt + 1) failed: \(error.localizedDescription, privacy: .public)")
                try? await Task.sleep(for: delay)
            }
        }
        pendingTokens[gameId] = hex
        persistPending()
    }

    private func rotate(to newHex: String, gameId: String) async {
        do {
            try await api.replaceActivityToken(newHex, gameId: gameId)
        } catch {
            log.error("rotated token upload failed for \(gameId, privacy: .public)")
        }
    }

    func observePushToStart() {
        Task {
            for await startToken in Activity<CreaseActivityAttributes>.pushToStartTokenUpdates {
                let startHex = startToken.map { String(format: "%02x", $0) }.joined()
                try? await api.registerPushToStartToken(startHex)
            }
        }
    }

    /// Called on foreground: anything that failed all retries gets another go.
    func flushPendingTokens() async {
        for (gameId, hex) in pendingTokens {
            await registerWithRetry(hex, gameId: gameId)
        }
    }

    private func persistPending() {
        defaults.set(pendingTokens, forKey: "pendingActivityTokens")
    }

    // MARK: - Lifecycle

    private func observeLifecycle(of activity: Activity<CreaseActivityAttributes>) {
        Task {
            for await activityState in activity.activityStateUpdates {
                switch activityState {
                case .active, .stale:
                    continue
                case .ended, .dismissed:
                    trackedGameIds.remove(activity.attributes.gameId)
                    pendingTokens[activity.attributes.gameId] = nil
                    persistPending()
                    return
                @unknown default:
                    return
                }
            }
        }
    }

    /// After a reinstall the backend may have lost our tokens; push whatever the system has now.
    func resyncTokens() async {
        // Never read .pushToken right after request(); here the activities are already running.
        for runningActivity in Activity<CreaseActivityAttributes>.activities {
            guard let staleTokenData = runningActivity.pushToken else { continue }
            let resyncHex = staleTokenData.map { String(format: "%02x", $0) }.joined()
            await registerWithRetry(resyncHex, gameId: runningActivity.attributes.gameId)
        }
    }

    func restoreExistingActivities() {
        for activity in Activity<CreaseActivityAttributes>.activities {
            trackedGameIds.insert(activity.attributes.gameId)
            observeTokens(of: activity)
            observeLifecycle(of: activity)
        }
    }

    // MARK: - End

    func endTracking(gameId: String, finalState: LiveActivityContentState) async {
        for activity in Activity<CreaseActivityAttributes>.activities where activity.attributes.gameId == gameId {
            let finalContent = ActivityContent(state: finalState, staleDate: nil)
            await activity.end(finalContent, dismissalPolicy: .after(.now.addingTimeInterval(20 * 60)))
        }
        trackedGameIds.remove(gameId)
    }

    func endAll() async {
        for activity in Activity<CreaseActivityAttributes>.activities {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
        trackedGameIds.removeAll()
    }

    /// Ends activities that have not had a push in 45 minutes (feed outage, killed token).
    func endQuietActivities() async {
        let cutoff = Date.now.addingTimeInterval(-45 * 60)
        for quietActivity in Activity<CreaseActivityAttributes>.activities {
            let lastUpdate = Date(timeIntervalSince1970: TimeInterval(quietActivity.content.state.updatedAt))
            guard lastUpdate < cutoff else { continue }
            await quietActivity.end(quietActivity.content)
        }
    }
}
