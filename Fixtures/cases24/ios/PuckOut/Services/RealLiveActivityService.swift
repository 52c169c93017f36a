import ActivityKit
import SwiftUI
import os

@Observable
@MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var activeMatchIds: Set<String> = []

    private let client: APIClient
    private let matchService: RealMatchService
    private var dismissalMinutes: Double = 20
    private var observers: [String: Task<Void, Never>] = [:]
    private let logger = Logger(subsystem: "ie.puckout.app", category: "LiveActivity")

    init(client: APIClient, matchService: RealMatchService) {
        self.client = client
        self.matchService = matchService
    }

    func start(for match: Match) async throws {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
        let attributes = PuckOutActivityAttributes(
            matchId: match.matchId,
            homeName: match.homeTeam.name,
            awayName: match.awayTeam.name,
            homeFlag: match.homeTeam.countyFlag,
            awayFlag: match.awayTeam.countyFlag,
            competitionText: match.competition
        )
        let initial = try await client.get(Endpoint.liveActivityState(matchId: match.matchId), as: LiveActivityDisplayState.self)
        let activity = try Activity.request(
            attributes: attributes,
            content: ActivityContent(state: initial, staleDate: nil),
            pushType: .token
        )
        activeMatchIds.insert(match.matchId)
        observeTokens(for: activity, matchId: match.matchId)

        if let token = activity.pushToken {
            await register(token: token, matchId: match.matchId)
        }
        print("Started live activity for \(match.matchId)")
        let frequent = ActivityAuthorizationInfo().frequentPushesEnabled
        try? await client.post(Endpoint.frequentPushes(matchId: match.matchId), body: ["enabled": frequent])
    }

    private func observeTokens(for activity: Activity<PuckOutActivityAttributes>, matchId: String) {
        observers[matchId] = Task {
            for await tokenData in activity.pushTokenUpdates {
                await register(token: tokenData, matchId: matchId)
            }
        }
    }

    private func register(token: Data, matchId: String) async {
        let hex = token.map { String(format: "%02x", $0) }.joined()
        do {
            try await client.post(Endpoint.activityToken(matchId: matchId), body: ["token": hex])
        } catch {
            logger.error("Token registration failed for \(matchId, privacy: .public)")
        }
    }

    func end(matchId: String, finalState: LiveActivityDisplayState?) async {
        for activity in Activity<PuckOutActivityAttributes>.activities where activity.attributes.matchId == matchId {
            if let finalState {
                let content = ActivityContent(state: finalState, staleDate: nil)
                await activity.end(content, dismissalPolicy: .after(.now.addingTimeInterval(dismissalMinutes * 60)))
            } else {
                await activity.end(nil, dismissalPolicy: .default)
            }
        }
        observers[matchId]?.cancel()
        observers[matchId] = nil
        activeMatchIds.remove(matchId)
    }

    func restoreExistingActivities() async {
        for activity in Activity<PuckOutActivityAttributes>.activities {
            activeMatchIds.insert(activity.attributes.matchId)
            observeTokens(for: activity, matchId: activity.attributes.matchId)
        }
    }
}
