import ActivityKit
import Foundation
import SwiftUI
import os

@Observable
@MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var activeMatchIds: Set<String> = []

    private let client: any HTTPClient
    private let tokenRetry: RetryPolicy
    private let logger = Logger(subsystem: "app.deuce", category: "LiveActivity")
    private var observers: [String: Task<Void, Never>] = [:]
    /// matchId -> hex token that has not reached the backend yet.
    private var pendingTokens: [String: String] = [:]

    init(client: any HTTPClient, tokenRetry: RetryPolicy = .standard) {
        self.client = client
        self.tokenRetry = tokenRetry
    }

    // MARK: - Match activities

    func start(for match: MatchItem) async throws {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
        let attributes = DeuceActivityAttributes(
            matchId: match.matchId,
            tournamentName: match.round,
            homeName: match.home.shortName,
            awayName: match.away.shortName,
            homeCountry: match.home.countryCode,
            awayCountry: match.away.countryCode
        )
        let initial = try await client.send(APIRequest<LiveActivityDisplayState>(path: "matches/\(match.matchId)/live-activity-state"))
        let activity = try Activity.request(
            attributes: attributes,
            content: ActivityContent(state: initial, staleDate: nil, relevanceScore: 50),
            pushType: .token
        )
        activeMatchIds.insert(match.matchId)
        observe(activity)
    }

    private func observe(_ activity: Activity<DeuceActivityAttributes>) {
        let matchId = activity.attributes.matchId
        observers[matchId]?.cancel()
        observers[matchId] = Task { [weak self] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask { @MainActor in
                    var previous: String?
                    for await tokenData in activity.pushTokenUpdates {
                        let token = tokenData.hexString
                        await self?.register(token: token, replacing: previous, matchId: matchId)
                        previous = token
                    }
                }
                group.addTask { @MainActor in
                    for await state in activity.activityStateUpdates {
                        self?.handle(state, matchId: matchId)
                    }
                }
            }
        }
    }

    private func handle(_ state: ActivityState, matchId: String) {
        switch state {
        case .active:
            break
        case .stale:
            logger.info("activity for \(matchId, privacy: .public) went stale")
        case .ended, .dismissed:
            activeMatchIds.remove(matchId)
            pendingTokens[matchId] = nil
            observers[matchId]?.cancel()
            observers[matchId] = nil
        @unknown default:
            break
        }
    }

    private func register(token: String, replacing previous: String?, matchId: String) async {
        pendingTokens[matchId] = token
        let body = ActivityTokenBody(
            matchId: matchId,
            pushToken: token,
            previousToken: previous,
            frequentPushesEnabled: ActivityAuthorizationInfo().frequentPushesEnabled
        )
        do {
            let payload = try JSONEncoder().encode(body)
            _ = try await tokenRetry.run { [client] in
                try await client.send(APIRequest<EmptyResponse>(method: "POST", path: "user/activity-token", body: payload))
            }
            pendingTokens[matchId] = nil
        } catch {
            // Left in pendingTokens; scenePhaseChanged retries on the next foreground.
            logger.error("activity token upload failed after retries: \(error.localizedDescription, privacy: .public)")
        }
    }

    func scenePhaseChanged(to phase: ScenePhase) {
        guard phase == .active, !pendingTokens.isEmpty else { return }
        let pending = pendingTokens
        Task {
            for (matchId, token) in pending {
                await register(token: token, replacing: nil, matchId: matchId)
            }
        }
    }

    func end(matchId: String) async {
        for activity in Activity<DeuceActivityAttributes>.activities where activity.attributes.matchId == matchId {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
    }

    func finish(matchId: String, finalState: LiveActivityDisplayState) async {
        for activity in Activity<DeuceActivityAttributes>.activities where activity.attributes.matchId == matchId {
            await activity.end(
                ActivityContent(state: finalState, staleDate: nil),
                dismissalPolicy: .after(.now.addingTimeInterval(20 * 60))
            )
        }
    }

    func restoreExistingActivities() async {
        for activity in Activity<DeuceActivityAttributes>.activities {
            activeMatchIds.insert(activity.attributes.matchId)
            if let token = activity.pushToken {
                await register(token: token.hexString, replacing: nil, matchId: activity.attributes.matchId)
            }
        }
    }

    // MARK: - Order of play

    func startOrderOfPlay(tournamentId: String, courtId: String, initial: OrderOfPlayAttributes.ContentState) async throws {
        let attributes = OrderOfPlayAttributes(tournamentId: tournamentId, courtId: courtId)
        let courtActivity = try Activity.request(attributes: attributes, content: .init(state: initial, staleDate: nil), pushType: .token)
        guard let tokenData = courtActivity.pushToken else { return }
        let body = try JSONEncoder().encode(CourtTokenBody(courtId: courtId, pushToken: tokenData.hexString))
        _ = try? await client.send(APIRequest<EmptyResponse>(method: "POST", path: "user/court-activity-token", body: body))
    }

    // MARK: - Push to start

    func observePushToStartToken() {
        Task { [client, logger] in
            for await data in Activity<DeuceActivityAttributes>.pushToStartTokenUpdates {
                do {
                    let body = try JSONEncoder().encode(PushToStartTokenBody(token: data.hexString))
                    _ = try await client.send(APIRequest<EmptyResponse>(method: "PUT", path: "user/push-to-start-token", body: body))
                } catch {
                    logger.error("push-to-start token upload failed: \(error.localizedDescription, privacy: .public)")
                }
            }
        }
    }
}
