import ActivityKit
import Foundation
import SwiftUI
import os

@Observable
@MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var activeMatchIds: Set<String> = []
    private var activities: [String: Activity<MatchActivityAttributes>] = [:]
    private var pendingTokens: [String: String] = [:]

    private let api: any APIClient
    private let matches: any MatchService
    private let logger = Logger(subsystem: "app.behind", category: "live-activity")

    init(api: any APIClient = RealAPIClient.shared, matches: any MatchService = FakeMatchService()) {
        self.api = api
        self.matches = matches
    }

    func startIfLive(matchId: String) async {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
        guard let match = try? await matches.match(id: matchId), match.displayState.phase == .live else { return }
        let attributes = MatchActivityAttributes(matchId: matchId, homeTeam: match.homeTeam.abbreviation, awayTeam: match.awayTeam.abbreviation)
        do {
            let state: LiveActivityDisplayState = try await api.get(.liveActivityState(matchId: matchId))
            let activity = try Activity.request(
                attributes: attributes,
                content: ActivityContent(state: MatchActivityAttributes.ContentState(display: state), staleDate: nil, relevanceScore: 80),
                pushType: .token
            )
            activities[matchId] = activity
            activeMatchIds.insert(matchId)
            observeState(of: activity, matchId: matchId)
            observeTokens(of: activity, matchId: matchId)
            await reportFrequentPushes(matchId: matchId)
        } catch {
            logger.error("request failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    func restartAfterLimit(matchId: String, state: LiveActivityDisplayState, attributes: MatchActivityAttributes) async throws {
        let fresh = try Activity.request(
            attributes: attributes,
            content: .init(state: .init(display: state), staleDate: nil),
            pushType: .token
        )
        activities[matchId] = fresh
        if let token = fresh.pushToken {
            let hex = token.map { String(format: "%02x", $0) }.joined()
            try? await api.post(.activityToken, body: ["matchId": matchId, "pushToken": hex]) as EmptyResponse?
        }
    }

    private func observeState(of activity: Activity<MatchActivityAttributes>, matchId: String) {
        Task {
            for await state in activity.activityStateUpdates {
                switch state {
                case .active, .stale:
                    continue
                case .ended, .dismissed:
                    activities[matchId] = nil
                    activeMatchIds.remove(matchId)
                @unknown default:
                    break
                }
            }
        }
    }

    private func observeTokens(of activity: Activity<MatchActivityAttributes>, matchId: String) {
        Task {
            for await tokenData in activity.pushTokenUpdates {
                let token = PushRegistration.hexToken(from: tokenData)
                await registerToken(token, matchId: matchId, attempt: 0)
            }
        }
    }

    private func registerToken(_ token: String, matchId: String, attempt: Int) async {
        do {
            let _: EmptyResponse = try await api.post(.activityToken, body: ["matchId": matchId, "pushToken": token])
            pendingTokens[matchId] = nil
        } catch {
            pendingTokens[matchId] = token
            guard attempt < 5 else { return }
            try? await Task.sleep(for: .seconds(pow(2, Double(attempt))))
            await registerToken(token, matchId: matchId, attempt: attempt + 1)
        }
    }

    private func reportFrequentPushes(matchId: String) async {
        let enabled = ActivityAuthorizationInfo().frequentPushesEnabled
        let _: EmptyResponse? = try? await api.post(.frequentPushes, body: ["matchId": matchId, "enabled": enabled])
    }

    func end(matchId: String) async {
        guard let activity = activities[matchId] else { return }
        await activity.end(nil, dismissalPolicy: .immediate)
        activities[matchId] = nil
        activeMatchIds.remove(matchId)
    }

    func endWithResult(matchId: String, finalState: LiveActivityDisplayState) async {
        guard let activity = activities[matchId] else { return }
        let content = ActivityContent(state: MatchActivityAttributes.ContentState(display: finalState), staleDate: nil)
        await activity.end(content, dismissalPolicy: .after(.now.addingTimeInterval(20 * 60)))
    }

    func endAbandoned(matchId: String, finalState: LiveActivityDisplayState) async {
        guard let activity = activities[matchId] else { return }
        await activity.end(ActivityContent(state: .init(display: finalState), staleDate: nil))
    }

    func restoreExistingActivities() async {
        for activity in Activity<MatchActivityAttributes>.activities {
            activities[activity.attributes.matchId] = activity
            activeMatchIds.insert(activity.attributes.matchId)
            observeState(of: activity, matchId: activity.attributes.matchId)
            observeTokens(of: activity, matchId: activity.attributes.matchId)
        }
        print("restored \(activities.count) live activities")
    }

    func handleScenePhase(_ phase: ScenePhase) async {
        guard phase == .active else { return }
        for (matchId, token) in pendingTokens {
            await registerToken(token, matchId: matchId, attempt: 0)
        }
    }
}
