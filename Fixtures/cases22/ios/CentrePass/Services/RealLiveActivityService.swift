import ActivityKit
import Foundation
import SwiftUI
import os

@Observable
@MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var activeMatchIds: [String] = []
    private let api: APIClient
    private let matchService: any MatchService
    private var observers: [String: Task<Void, Never>] = [:]
    private var pendingTokens: [String: String] = [:]
    private let logger = Logger(subsystem: "app.centrepass", category: "live-activity")

    init(api: APIClient, matchService: any MatchService) {
        self.api = api
        self.matchService = matchService
    }

    func startIfLive(matchId: String) async throws {
        let match = try await matchService.loadMatch(id: matchId)
        guard match.displayState.isLive else { return }
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }

        let attributes = CentrePassActivityAttributes(
            matchId: match.matchId,
            homeTeamName: match.homeTeam.name,
            awayTeamName: match.awayTeam.name,
            homeFlag: "",
            awayFlag: "",
            competition: match.competition
        )
        let initial: LiveActivityDisplayState = try await api.get("/matches/\(matchId)/live-activity-state")
        let activity = try Activity.request(
            attributes: attributes,
            content: ActivityContent(state: .init(displayState: initial), staleDate: nil),
            pushType: .token
        )
        activeMatchIds.append(matchId)
        observe(activity, matchId: matchId)
        await sendFrequentPushesSetting()
    }

    private func observe(_ activity: Activity<CentrePassActivityAttributes>, matchId: String) {
        observers[matchId] = Task { [weak self] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await tokenData in activity.pushTokenUpdates {
                        let token = tokenData.map { String(format: "%02x", $0) }.joined()
                        await self?.register(token: token, matchId: matchId)
                    }
                }
                group.addTask {
                    for await state in activity.activityStateUpdates {
                        switch state {
                        case .active, .stale:
                            continue
                        case .ended, .dismissed:
                            await self?.stopTracking(matchId: matchId)
                        @unknown default:
                            await self?.stopTracking(matchId: matchId)
                        }
                    }
                }
            }
        }
    }

    private func register(token: String, matchId: String) async {
        var attempt = 0
        while attempt < 4 {
            do {
                try await api.postVoid("/user/activity-token", body: ["matchId": matchId, "token": token])
                pendingTokens[matchId] = nil
                return
            } catch {
                attempt += 1
                logger.warning("token register attempt \(attempt) failed: \(error.localizedDescription)")
                try? await Task.sleep(for: .seconds(Double(attempt * attempt)))
            }
        }
        pendingTokens[matchId] = token
    }

    func restoreExistingActivities() async {
        for activity in Activity<CentrePassActivityAttributes>.activities {
            let matchId = activity.attributes.matchId
            activeMatchIds.append(matchId)
            if let token = activity.pushToken {
                let hex = token.map { String(format: "%02x", $0) }.joined()
                try? await api.postVoid("/user/activity-token", body: ["matchId": matchId, "token": hex])
            }
        }
    }

    func restartAfterLimit(matchId: String, attributes: CentrePassActivityAttributes, state: LiveActivityDisplayState) {
        _ = try? Activity.request(attributes: attributes, content: ActivityContent(state: .init(displayState: state), staleDate: nil), pushType: .token)
        activeMatchIds.append(matchId)
    }

    func end(matchId: String) async {
        guard let activity = Activity<CentrePassActivityAttributes>.activities.first(where: { $0.attributes.matchId == matchId }) else { return }
        await activity.end(nil, dismissalPolicy: .immediate)
        stopTracking(matchId: matchId)
    }

    func endCompleted(matchId: String, finalState: LiveActivityDisplayState) async {
        guard let activity = Activity<CentrePassActivityAttributes>.activities.first(where: { $0.attributes.matchId == matchId }) else { return }
        let content = ActivityContent(state: CentrePassActivityAttributes.ContentState(displayState: finalState), staleDate: nil)
        await activity.end(content, dismissalPolicy: .after(.now.addingTimeInterval(20 * 60)))
        stopTracking(matchId: matchId)
    }

    func handleScenePhase(_ phase: ScenePhase) async {
        guard phase == .active else { return }
        for (matchId, token) in pendingTokens {
            await register(token: token, matchId: matchId)
        }
    }

    private func sendFrequentPushesSetting() async {
        let enabled = ActivityAuthorizationInfo().frequentPushesEnabled
        try? await api.postVoid("/user/frequent-pushes", body: ["enabled": enabled ? "true" : "false"])
    }

    private func stopTracking(matchId: String) {
        observers[matchId]?.cancel()
        observers[matchId] = nil
        activeMatchIds.removeAll { $0 == matchId }
    }
}
