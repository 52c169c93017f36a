import ActivityKit
import Foundation
import os

@Observable @MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var activeMatchIds: Set<String> = []
    private let client: APIClient
    private var pendingTokens: [String: String] = [:]
    private var activities: [String: Activity<DoOrDieActivityAttributes>] = [:]
    private let logger = Logger(subsystem: "app.doordie", category: "live-activity")

    init(client: APIClient) {
        self.client = client
    }

    func startActivity(for match: Match) async {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
        let attributes = DoOrDieActivityAttributes(
            matchId: match.matchId,
            homeShortName: match.homeTeam.shortName,
            awayShortName: match.awayTeam.shortName,
            homeFlag: match.homeTeam.flagEmoji,
            awayFlag: match.awayTeam.flagEmoji
        )
        let state = DoOrDieActivityAttributes.ContentState(
            homeScoreText: match.displayState.scoreText,
            awayScoreText: "",
            halfText: match.displayState.halfText,
            statusText: match.displayState.statusText,
            lastEventText: match.displayState.liveNote ?? "",
            raidClockEndsAt: match.displayState.raidClockEndsAt,
            sentiment: match.displayState.sentiment,
            isFinal: false
        )
        do {
            let activity = try Activity.request(
                attributes: attributes,
                content: ActivityContent(state: state, staleDate: nil),
                pushType: .token
            )
            activities[match.matchId] = activity
            activeMatchIds.insert(match.matchId)
            observeTokens(activity, matchId: match.matchId)
            observeState(activity, matchId: match.matchId)
            if let token = activity.pushToken {
                await register(token: token.hexString, matchId: match.matchId)
            }
        } catch {
            logger.error("activity request failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    func restartActivity(for match: Match, previous: Activity<DoOrDieActivityAttributes>) async {
        await previous.end(nil, dismissalPolicy: .immediate)
        let restarted = try? Activity.request(
            attributes: previous.attributes,
            content: previous.content,
            pushType: .token
        )
        if let restarted {
            activities[match.matchId] = restarted
            observeTokens(restarted, matchId: match.matchId)
        }
    }

    private func observeTokens(_ activity: Activity<DoOrDieActivityAttributes>, matchId: String) {
        Task {
            for await token in activity.pushTokenUpdates {
                await register(token: token.hexString, matchId: matchId)
            }
        }
    }

    private func observeState(_ activity: Activity<DoOrDieActivityAttributes>, matchId: String) {
        Task {
            for await state in activity.activityStateUpdates {
                switch state {
                case .dismissed, .ended:
                    activities[matchId] = nil
                    activeMatchIds.remove(matchId)
                case .stale, .active:
                    break
                @unknown default:
                    break
                }
            }
        }
    }

    private func register(token: String, matchId: String) async {
        do {
            try await client.send(.activityToken(), body: ["matchId": matchId, "token": token])
            pendingTokens[matchId] = nil
        } catch {
            pendingTokens[matchId] = token
            logger.warning("token registration failed, will retry on foreground")
        }
    }

    private func registerQuietly(token: String, matchId: String) async {
        try? await client.send(.activityToken(), body: ["matchId": matchId, "token": token])
    }

    func refreshTokenAfterRotation(matchId: String) async {
        guard let activity = activities[matchId], let token = activity.pushToken else { return }
        await registerQuietly(token: token.hexString, matchId: matchId)
    }

    func retryPendingTokens() async {
        for (matchId, token) in pendingTokens {
            await register(token: token, matchId: matchId)
        }
    }

    func endActivity(matchId: String) async {
        guard let activity = activities[matchId] else { return }
        await activity.end(nil)
        activities[matchId] = nil
        activeMatchIds.remove(matchId)
    }

    func endWithResult(matchId: String, final state: DoOrDieActivityAttributes.ContentState) async {
        guard let activity = activities[matchId] else { return }
        await activity.end(
            ActivityContent(state: state, staleDate: nil),
            dismissalPolicy: .after(.now.addingTimeInterval(20 * 60))
        )
    }

    func handleDeepLink(_ url: URL) {
        logger.debug("deep link \(url.absoluteString, privacy: .public)")
    }
}

extension Data {
    var hexString: String {
        map { String(format: "%02x", $0) }.joined()
    }
}
