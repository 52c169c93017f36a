import ActivityKit
import Foundation
import os

@Observable
@MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var activeMatchIds: Set<String> = []
    private let client: APIClient
    private let feed: any MatchFeedService
    private let logger = Logger(subsystem: "app.breakpoint.ios", category: "live-activity")

    init(client: APIClient, feed: any MatchFeedService) {
        self.client = client
        self.feed = feed
    }

    func startActivity(for item: MatchItem) async throws {
        let attributes = BreakpointActivityAttributes(
            matchId: item.matchId,
            tournamentName: item.roundLabel,
            homeName: item.home.name,
            awayName: item.away.name,
            homeFlag: item.home.flag,
            awayFlag: item.away.flag
        )
        let activity = try Activity.request(
            attributes: attributes,
            content: .init(state: PreviewDisplayState.placeholder, staleDate: nil),
            pushType: .token
        )
        activeMatchIds.insert(item.matchId)

        if let token = activity.pushToken {
            let hex = token.map { String(format: "%02x", $0) }.joined()
            try? await client.post("/user/activity-token", body: ["matchId": item.matchId, "token": hex])
        }

        Task {
            for await data in activity.pushTokenUpdates {
                let hex = data.map { String(format: "%02x", $0) }.joined()
                await register(token: hex, matchId: item.matchId)
            }
        }
    }

    private func register(token: String, matchId: String) async {
        var delay: Duration = .seconds(2)
        for attempt in 1...4 {
            do {
                try await client.post("/user/activity-token", body: ["matchId": matchId, "token": token])
                return
            } catch {
                logger.warning("token upload attempt \(attempt) failed")
                try? await Task.sleep(for: delay)
                delay *= 2
            }
        }
        PendingTokenStore.shared.enqueue(token: token, matchId: matchId)
    }

    func registerPushToStart() async {
        for await data in Activity<BreakpointActivityAttributes>.pushToStartTokenUpdates {
            let hex = data.map { String(format: "%02x", $0) }.joined()
            do {
                try await client.post("/user/push-to-start-token", body: ["token": hex])
            } catch {
                logger.error("push-to-start token upload failed")
            }
        }
    }

    /// Re-registers activities that survived a relaunch.
    func restoreExistingActivities() async {
        let tokens = Activity<BreakpointActivityAttributes>.activities.compactMap { activity in
            activity.pushToken.map { (activity.attributes.matchId, $0) }
        }
        for (matchId, data) in tokens {
            await register(token: data.map { String(format: "%02x", $0) }.joined(), matchId: matchId)
        }
    }

    /// Never read .pushToken right after request; it is nil until pushTokenUpdates fires.
    func observeState(of activity: Activity<BreakpointActivityAttributes>) async {
        for await state in activity.activityStateUpdates where state == .dismissed || state == .ended {
            activeMatchIds.remove(activity.attributes.matchId)
        }
    }

    func endActivity(matchId: String) async {
        for activity in Activity<BreakpointActivityAttributes>.activities where activity.attributes.matchId == matchId {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
        activeMatchIds.remove(matchId)
    }

    func finish(matchId: String, finalState: LiveActivityDisplayState) async {
        for activity in Activity<BreakpointActivityAttributes>.activities where activity.attributes.matchId == matchId {
            await activity.end(.init(state: finalState, staleDate: nil), dismissalPolicy: .after(.now.addingTimeInterval(20 * 60)))
        }
    }
}
