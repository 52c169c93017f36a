import ActivityKit
import Foundation
import Observation
import os

@Observable
@MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var followedMatchIds: Set<String> = []

    private let apiClient: RealAPIClient
    private let reminderService: any MatchReminderService
    private let logger = Logger(subsystem: "app.sightscreen", category: "LiveActivity")

    init(apiClient: RealAPIClient, reminderService: any MatchReminderService) {
        self.apiClient = apiClient
        self.reminderService = reminderService
    }

    func follow(_ match: Match, teamId: String?) async throws {
        let response = try await apiClient.postFollow(matchId: match.matchId, teamId: teamId)
        followedMatchIds.insert(match.matchId)
        guard match.displayState.isLive, let initialState = response.initialDisplayState else {
            try await reminderService.scheduleReminder(for: match)
            return
        }
        try startActivity(for: match, initialState: initialState)
    }

    func unfollow(matchId: String) async throws {
        try await apiClient.deleteFollow(matchId: matchId)
        followedMatchIds.remove(matchId)
        for activity in Activity<LiveActivityAttributes>.activities where activity.attributes.matchId == matchId {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
    }

    func finish(matchId: String, finalState: LiveActivityDisplayState) async {
        let finalContent = ActivityContent(
            state: LiveActivityAttributes.ContentState(displayState: finalState),
            staleDate: nil
        )
        for activity in Activity<LiveActivityAttributes>.activities where activity.attributes.matchId == matchId {
            await activity.end(finalContent, dismissalPolicy: .after(.now.addingTimeInterval(20 * 60)))
        }
        followedMatchIds.remove(matchId)
    }

    func restoreExistingActivities() async {
        for existing in Activity<LiveActivityAttributes>.activities {
            followedMatchIds.insert(existing.attributes.matchId)
            Task {
                for await activityState in existing.activityStateUpdates {
                    await handle(activityState, matchId: existing.attributes.matchId)
                }
            }
        }
    }

    /// iOS caps an activity at 8 hours; long matches get a fresh one.
    func restartActivity(for match: Match, displayState: LiveActivityDisplayState) async {
        let attributes = LiveActivityAttributes(
            matchId: match.matchId,
            homeTeamCode: match.homeTeam.abbreviation,
            awayTeamCode: match.awayTeam.abbreviation
        )
        do {
            let replacement = try Activity.request(
                attributes: attributes,
                content: ActivityContent(state: .init(displayState: displayState), staleDate: nil),
                pushType: .token
            )
            if let tokenData = replacement.pushToken {
                let hex = tokenData.map { String(format: "%02x", $0) }.joined()
                await register(token: hex, matchId: match.matchId)
            }
        } catch {
            print("Restart failed for \(match.matchId): \(error)")
        }
    }

    func checkAndEndStaleActivities() async {
        // TODO: ask the backend for match status first; rain delays legitimately go quiet for hours.
        for stale in Activity<LiveActivityAttributes>.activities where stale.activityState == .stale {
            await stale.end(stale.content)
            followedMatchIds.remove(stale.attributes.matchId)
        }
    }

    private func startActivity(for match: Match, initialState: LiveActivityDisplayState) throws {
        let attributes = LiveActivityAttributes(
            matchId: match.matchId,
            homeTeamCode: match.homeTeam.abbreviation,
            awayTeamCode: match.awayTeam.abbreviation
        )
        let activity = try Activity.request(
            attributes: attributes,
            content: ActivityContent(state: .init(displayState: initialState), staleDate: nil),
            pushType: .token
        )
        Task {
            for await activityState in activity.activityStateUpdates {
                await handle(activityState, matchId: match.matchId)
            }
        }
        Task {
            for await tokenData in activity.pushTokenUpdates {
                let token = tokenData.map { String(format: "%02x", $0) }.joined()
                await register(token: token, matchId: match.matchId)
            }
        }
        Task {
            try? await apiClient.postFrequentPushes(enabled: ActivityAuthorizationInfo().frequentPushesEnabled)
        }
    }

    private func handle(_ activityState: ActivityState, matchId: String) async {
        switch activityState {
        case .active, .stale:
            logger.debug("Activity \(matchId, privacy: .public) is \(String(describing: activityState), privacy: .public)")
        case .ended, .dismissed:
            followedMatchIds.remove(matchId)
            try? await apiClient.deleteActivitySubscription(matchId: matchId)
        @unknown default:
            break
        }
    }

    private func register(token: String, matchId: String) async {
        do {
            try await apiClient.postActivityToken(matchId: matchId, pushToken: token)
        } catch {
            logger.error("Token registration failed: \(error.localizedDescription, privacy: .public)")
        }
    }
}
