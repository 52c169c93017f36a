import ActivityKit
import Foundation
import Observation
import os

struct ActivityTokenBody: Codable, Hashable, Sendable {
    let tournamentId: String
    let playerId: String?
    let activityId: String
    let pushToken: String
    let frequentPushesEnabled: Bool
}

@Observable @MainActor final class RealLiveActivityService: LiveActivityService {
    private(set) var trackedPlayerIds: Set<String> = []

    private let api: any APIClient
    private let auth: any AuthService
    private let logger = Logger.fairway(.liveActivity)
    private var observers: [String: Task<Void, Never>] = [:]
    private var pendingTokens: [String: ActivityTokenBody] = [:]

    init(api: any APIClient, auth: any AuthService) {
        self.api = api
        self.auth = auth
    }

    func startRoundActivity(for entry: LeaderboardEntry, tournament: TournamentSummary) async throws {
        let attributes = RoundActivityAttributes(
            tournamentId: tournament.tournamentId,
            playerId: entry.playerId,
            tournamentName: tournament.name,
            playerName: entry.playerName,
            countryCode: entry.countryCode
        )
        let initial = RoundActivityAttributes.ContentState(
            positionDisplay: entry.positionDisplay,
            toParDisplay: entry.toParDisplay,
            todayDisplay: entry.todayDisplay,
            thruDisplay: entry.thruDisplay,
            lastHoleDisplay: nil,
            eventLine: entry.liveNote,
            sentiment: entry.sentiment,
            isFinal: false,
            updatedAtEpoch: Int(Date.now.timeIntervalSince1970)
        )
        let roundActivity = try Activity<RoundActivityAttributes>.request(
            attributes: attributes,
            content: ActivityContent(state: initial, staleDate: nil),
            pushType: .token
        )
        trackedPlayerIds.insert(entry.playerId)
        observe(roundActivity, tournamentId: tournament.tournamentId, playerId: entry.playerId)
    }

    /// Token and lifecycle observation for a round activity. We never read
    /// `activity.pushToken` here: it is nil right after request().
    private func observe(_ activity: Activity<RoundActivityAttributes>, tournamentId: String, playerId: String) {
        observers[playerId] = Task { [weak self] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await tokenData in activity.pushTokenUpdates {
                        await self?.register(tokenData, activityId: activity.id, tournamentId: tournamentId, playerId: playerId)
                    }
                }
                group.addTask {
                    for await state in activity.activityStateUpdates {
                        await self?.handle(state, playerId: playerId)
                    }
                }
            }
        }
    }

    private func handle(_ state: ActivityState, playerId: String) {
        switch state {
        case .active, .stale:
            break
        case .ended, .dismissed:
            trackedPlayerIds.remove(playerId)
            observers[playerId]?.cancel()
            observers[playerId] = nil
        @unknown default:
            logger.notice("unknown activity state for \(playerId, privacy: .public)")
        }
    }

    private func register(_ tokenData: Data, activityId: String, tournamentId: String, playerId: String) async {
        let hexToken = tokenData.map { String(format: "%02x", $0) }.joined()
        let body = ActivityTokenBody(
            tournamentId: tournamentId,
            playerId: playerId,
            activityId: activityId,
            pushToken: hexToken,
            frequentPushesEnabled: ActivityAuthorizationInfo().frequentPushesEnabled
        )
        await sendWithRetry(body)
    }

    private func sendWithRetry(_ body: ActivityTokenBody) async {
        for attempt in 1...4 {
            do {
                try await api.post("/activities/round/token", body: body, bearer: try await auth.currentIdToken())
                pendingTokens[body.activityId] = nil
                return
            } catch {
                logger.warning("token upload attempt \(attempt) failed: \(error.localizedDescription, privacy: .public)")
                try? await Task.sleep(for: .seconds(1 << attempt))
            }
        }
        // Still failing: keep it and retry from retryPendingTokens() on next foreground.
        pendingTokens[body.activityId] = body
    }

    func retryPendingTokens() async {
        for body in pendingTokens.values {
            await sendWithRetry(body)
        }
    }

    func startPlayoffActivity(tournamentId: String, name: String, initial: PlayoffActivityAttributes.ContentState) async throws {
        let playoffActivity = try Activity<PlayoffActivityAttributes>.request(
            attributes: PlayoffActivityAttributes(tournamentId: tournamentId, tournamentName: name),
            content: ActivityContent(state: initial, staleDate: nil),
            pushType: .token
        )
        guard let tokenData = playoffActivity.pushToken else { return }
        let playoffBody = ActivityTokenBody(
            tournamentId: tournamentId,
            playerId: nil,
            activityId: playoffActivity.id,
            pushToken: tokenData.map { String(format: "%02x", $0) }.joined(),
            frequentPushesEnabled: true
        )
        try? await api.post("/activities/playoff/token", body: playoffBody, bearer: try await auth.currentIdToken())
    }

    func endRoundActivity(playerId: String, finalState: RoundActivityAttributes.ContentState?) async {
        for activity in Activity<RoundActivityAttributes>.activities where activity.attributes.playerId == playerId {
            guard let finalState else {
                await activity.end(nil, dismissalPolicy: .immediate)
                continue
            }
            let finalContent = ActivityContent(state: finalState, staleDate: nil)
            await activity.end(finalContent, dismissalPolicy: .after(.now.addingTimeInterval(20 * 60)))
        }
    }

    func endPlayoffActivity(tournamentId: String, result: PlayoffActivityAttributes.ContentState) async {
        for activity in Activity<PlayoffActivityAttributes>.activities where activity.attributes.tournamentId == tournamentId {
            await activity.end(ActivityContent(state: result, staleDate: nil))
        }
    }

    func restoreExistingActivities() async {
        for activity in Activity<RoundActivityAttributes>.activities {
            trackedPlayerIds.insert(activity.attributes.playerId)
            observe(activity, tournamentId: activity.attributes.tournamentId, playerId: activity.attributes.playerId)
            if let restoredToken = currentTokenString(of: activity) {
                logger.debug("restored activity already has token \(restoredToken.prefix(6), privacy: .private)")
            }
        }
        await retryPendingTokens()
    }

    private func currentTokenString(of activity: Activity<RoundActivityAttributes>) -> String? {
        activity.pushToken.map { data in data.map { String(format: "%02x", $0) }.joined() }
    }
}
