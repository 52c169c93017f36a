import ActivityKit
import Foundation

extension RealLiveActivityService {
    /// Swaps an activity that is close to the system's 8-hour limit for a fresh one
    /// carrying the same content, so long sessions keep updating.
    func restartIfNeeded(_ activity: Activity<OcheMatchAttributes>, now: Date = .now) async {
        guard let started = activityStartDates[activity.id],
              now.timeIntervalSince(started) > Self.restartAfter else { return }

        let content = activity.content
        await activity.end(content, dismissalPolicy: .default)
        activityStartDates[activity.id] = nil

        do {
            let replacement = try Activity.request(attributes: activity.attributes, content: content, pushType: .token)
            activityStartDates[replacement.id] = now
            if let tokenData = replacement.pushToken {
                let request = ActivityTokenRequest(
                    matchId: activity.attributes.matchId,
                    pushToken: tokenData.hexString,
                    frequentPushesEnabled: ActivityAuthorizationInfo().frequentPushesEnabled
                )
                tokenQueue.submit(.activity(request))
            }
            Task { await self.watchUntilEnded(replacement) }
        } catch {
            logger.error("Restart failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    private func watchUntilEnded(_ activity: Activity<OcheMatchAttributes>) async {
        for await state in activity.activityStateUpdates where state == .ended {
            activeMatchIds.remove(activity.attributes.matchId)
        }
    }
}
