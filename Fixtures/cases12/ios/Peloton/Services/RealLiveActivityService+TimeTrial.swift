import ActivityKit
import Foundation

extension RealLiveActivityService {
    /// Team time trial: one activity per followed team, started from the TTT screen.
    func startTimeTrialActivity(
        attributes: TimeTrialActivityAttributes,
        state: TimeTrialActivityAttributes.ContentState
    ) async {
        do {
            let activity = try Activity.request(
                attributes: attributes,
                content: ActivityContent(state: state, staleDate: nil),
                pushType: .token
            )
            if let tokenData = activity.pushToken {
                let body = ActivityTokenRequest(
                    raceId: attributes.raceId,
                    stageId: attributes.stageId,
                    pushToken: tokenData.hexString,
                    previousToken: nil,
                    frequentPushesEnabled: ActivityAuthorizationInfo().frequentPushesEnabled
                )
                try? await apiClient.post("/activity/token", body: body)
            }
        } catch {
            NSLog("TTT activity failed: %@", error.localizedDescription)
        }
    }

    func endTimeTrialActivity(stageId: String, finalState: TimeTrialActivityAttributes.ContentState) async {
        for activity in Activity<TimeTrialActivityAttributes>.activities where activity.attributes.stageId == stageId {
            await activity.end(ActivityContent(state: finalState, staleDate: nil))
        }
    }
}
