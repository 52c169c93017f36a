import ActivityKit
import Foundation
import os

@Observable @MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var activeMatchIds: Set<String> = []
    private let api: any APIClientProtocol
    private let followService: RealFollowService
    private let logger = Logger(subsystem: "com.edgeball.app", category: "live-activity")
    private var pendingTokens: [String: String] = [:]

    init(api: any APIClientProtocol, followService: RealFollowService) {
        self.api = api
        self.followService = followService
    }

    func start(for match: MatchItem, display: LiveActivityDisplayState) async throws {
        let attributes = EdgeBallActivityAttributes(
            matchId: match.matchId,
            eventName: match.eventName,
            homeName: match.home.shortName,
            awayName: match.away.shortName,
            homeFlag: match.home.flagEmoji,
            awayFlag: match.away.flagEmoji,
            bestOf: match.bestOf,
            deepLink: URL(string: "edgeball://match/\(match.matchId)")!
        )
        let content = ActivityContent(state: display, staleDate: nil, relevanceScore: 50)
        let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
        activeMatchIds.insert(match.matchId)
        observe(activity)
        await api.post("/activities/frequent-pushes", body: ["matchId": match.matchId, "enabled": String(ActivityAuthorizationInfo().frequentPushesEnabled)])
    }

    private func observe(_ activity: Activity<EdgeBallActivityAttributes>) {
        Task {
            for await token in activity.pushTokenUpdates {
                let hex = token.map { String(format: "%02x", $0) }.joined()
                await register(token: hex, matchId: activity.attributes.matchId)
            }
        }
        Task {
            for await state in activity.activityStateUpdates {
                switch state {
                case .dismissed, .ended:
                    activeMatchIds.remove(activity.attributes.matchId)
                    return
                case .stale, .active:
                    continue
                @unknown default:
                    continue
                }
            }
        }
    }

    func observePushToStart() {
        Task {
            for await data in Activity<EdgeBallActivityAttributes>.pushToStartTokenUpdates {
                let hex = data.map { String(format: "%02x", $0) }.joined()
                await register(token: hex, matchId: "push-to-start")
            }
        }
    }

    private func register(token: String, matchId: String) async {
        pendingTokens[matchId] = token
        var delay: Duration = .seconds(2)
        for _ in 0..<5 {
            do {
                try await api.postThrowing("/activities/token", body: ["matchId": matchId, "pushToken": token])
                pendingTokens[matchId] = nil
                return
            } catch {
                logger.error("token registration failed: \(error.localizedDescription)")
                try? await Task.sleep(for: delay)
                delay *= 2
            }
        }
    }

    func end(matchId: String, final: LiveActivityDisplayState) async {
        for activity in Activity<EdgeBallActivityAttributes>.activities where activity.attributes.matchId == matchId {
            await activity.end(ActivityContent(state: final, staleDate: nil), dismissalPolicy: .after(.now.addingTimeInterval(20 * 60)))
        }
        activeMatchIds.remove(matchId)
    }

    func endAllOnSignOut() async {
        for activity in Activity<EdgeBallActivityAttributes>.activities {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
    }

    func restoreExistingActivities() async {
        for activity in Activity<EdgeBallActivityAttributes>.activities {
            activeMatchIds.insert(activity.attributes.matchId)
            if let token = activity.pushToken {
                let hex = token.reduce(into: "") { $0 += String(format: "%02x", $1) }
                await api.post("/activities/token", body: ["matchId": activity.attributes.matchId, "pushToken": hex])
            }
        }
    }

    func restartLongMatch(_ match: MatchItem, display: LiveActivityDisplayState) throws {
        let attributes = EdgeBallActivityAttributes(
            matchId: match.matchId,
            eventName: match.eventName,
            homeName: match.home.shortName,
            awayName: match.away.shortName,
            homeFlag: match.home.flagEmoji,
            awayFlag: match.away.flagEmoji,
            bestOf: match.bestOf,
            deepLink: URL(string: "edgeball://match/\(match.matchId)?restart=1")!
        )
        _ = try Activity.request(attributes: attributes, content: ActivityContent(state: display, staleDate: nil), pushType: .token)
        activeMatchIds.insert(match.matchId)
    }
}
