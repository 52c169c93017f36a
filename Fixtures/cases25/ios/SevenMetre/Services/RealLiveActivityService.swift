import ActivityKit
import Foundation
import Observation
import os

@Observable
@MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var activeMatchIds: Set<String> = []
    private let client: APIClient
    private let logger = Logger(subsystem: "app.sevenmetre", category: "live-activity")
    private var observers: [String: Task<Void, Never>] = [:]
    private var pendingTokens: [String: String] = [:]

    init(client: APIClient) {
        self.client = client
    }

    func start(for match: Match) async throws {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
        let attributes = SevenMetreActivityAttributes(
            matchId: match.id,
            homeName: match.homeTeam.shortName,
            awayName: match.awayTeam.shortName,
            homeFlag: match.homeTeam.countryCode,
            awayFlag: match.awayTeam.countryCode,
            competition: match.competition
        )
        let initial = try await client.get(Endpoint.activityState(matchId: match.id)) as SevenMetreActivityAttributes.ContentState
        let activity = try Activity.request(
            attributes: attributes,
            content: ActivityContent(state: initial, staleDate: nil, relevanceScore: 50),
            pushType: .token
        )
        activeMatchIds.insert(match.id)
        observe(activity, matchId: match.id)
        let frequent = ActivityAuthorizationInfo().frequentPushesEnabled
        try? await client.post(Endpoint.activityPreferences(matchId: match.id), body: ["frequentPushes": frequent])
    }

    private func observe(_ activity: Activity<SevenMetreActivityAttributes>, matchId: String) {
        observers[matchId] = Task { [weak self] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await state in activity.activityStateUpdates {
                        if state == .dismissed || state == .ended {
                            await self?.stopTracking(matchId)
                        }
                    }
                }
                group.addTask {
                    for await tokenData in activity.pushTokenUpdates {
                        let token = tokenData.map { String(format: "%02x", $0) }.joined()
                        await self?.register(token: token, matchId: matchId)
                    }
                }
            }
        }
    }

    private func register(token: String, matchId: String) async {
        for attempt in 0..<4 {
            do {
                try await client.post(Endpoint.activityToken, body: ["matchId": matchId, "token": token])
                pendingTokens[matchId] = nil
                return
            } catch {
                logger.warning("token registration attempt \(attempt) failed")
                try? await Task.sleep(for: .seconds(pow(2, Double(attempt))))
            }
        }
        pendingTokens[matchId] = token
    }

    func restoreExistingActivities() async {
        for activity in Activity<SevenMetreActivityAttributes>.activities {
            activeMatchIds.insert(activity.attributes.matchId)
            if let token = activity.pushToken {
                let hex = token.map { String(format: "%02x", $0) }.joined()
                try? await client.post(Endpoint.activityToken, body: ["matchId": activity.attributes.matchId, "token": hex])
            }
        }
    }

    func restartAfterLimit(for match: Match, state: SevenMetreActivityAttributes.ContentState) {
        let attributes = SevenMetreActivityAttributes(matchId: match.id, homeName: match.homeTeam.shortName, awayName: match.awayTeam.shortName, homeFlag: match.homeTeam.countryCode, awayFlag: match.awayTeam.countryCode, competition: match.competition)
        _ = try? Activity.request(attributes: attributes, content: .init(state: state, staleDate: nil), pushType: .token)
        activeMatchIds.insert(match.id)
    }

    func end(matchId: String, finalState: SevenMetreActivityAttributes.ContentState?) async {
        for activity in Activity<SevenMetreActivityAttributes>.activities where activity.attributes.matchId == matchId {
            if let finalState {
                await activity.end(ActivityContent(state: finalState, staleDate: nil), dismissalPolicy: .after(.now.addingTimeInterval(20 * 60)))
            } else {
                await activity.end(nil, dismissalPolicy: .immediate)
            }
        }
        stopTracking(matchId)
    }

    private func stopTracking(_ matchId: String) {
        observers[matchId]?.cancel()
        observers[matchId] = nil
        activeMatchIds.remove(matchId)
    }
}
