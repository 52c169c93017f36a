import ActivityKit
import BackgroundTasks
import Foundation
import os

/// Recovery paths: push-started activities, pending token uploads, background refresh.
extension RealLiveActivityService {
    /// Activities started remotely via push-to-start never pass through startActivity(),
    /// so they are picked up here and observed like any other.
    func observePushStartedActivities() async {
        for await activity in Activity<RaceActivityAttributes>.activityUpdates {
            guard !activeRaceIds.contains(activity.attributes.raceId) else { continue }
            await restoreExistingActivities()
        }
    }

    /// Called when the app returns to the foreground.
    func retryPendingTokens(store: PendingTokenStore, client: APIClient) async {
        for (raceId, token) in store.all() {
            do {
                try await client.post("/user/activity-token", body: ["raceId": raceId, "pushToken": token, "retry": "true"])
                store.clear(raceId: raceId)
            } catch {
                Logger.timing.error("pending token still failing for \(raceId, privacy: .public)")
            }
        }
    }

    /// Debug overlay: shows which token the backend should have for this race.
    func currentTokenHex(raceId: String) -> String? {
        let activity = Activity<RaceActivityAttributes>.activities.first { $0.attributes.raceId == raceId }
        return activity?.pushToken?.map { String(format: "%02x", $0) }.joined()
    }

    /// BGAppRefreshTask handler: re-create the activity if iOS killed it mid-race.
    func handleBackgroundRefresh(_ task: BGAppRefreshTask, liveRace: RaceCard, state: LiveActivityContentState) async {
        if !activeRaceIds.contains(liveRace.raceId) {
            _ = try? Activity.request(
                attributes: RaceActivityAttributes(
                    raceId: liveRace.raceId,
                    driverId: "",
                    seriesCode: liveRace.seriesCode,
                    countryCode: liveRace.countryCode,
                    raceName: liveRace.title
                ),
                content: ActivityContent(state: state, staleDate: nil),
                pushType: .token
            )
        }
        task.setTaskCompleted(success: true)
    }

    /// Ends a race the user has stopped following, keeping the last positions visible briefly.
    func endAfterUnfollow(raceId: String, lastState: LiveActivityContentState) async {
        for activity in Activity<RaceActivityAttributes>.activities where activity.attributes.raceId == raceId {
            await activity.end(ActivityContent(state: lastState, staleDate: nil), dismissalPolicy: .default)
        }
    }

    /// Token rotation outside the main observer (e.g. after restoreExistingActivities on a cold start).
    func reportRotatedToken(_ token: Data, raceId: String, client: APIClient) {
        let hex = token.map { String(format: "%02x", $0) }.joined()
        Task { try? await client.post("/user/activity-token", body: ["raceId": raceId, "pushToken": hex]) }
    }
}
