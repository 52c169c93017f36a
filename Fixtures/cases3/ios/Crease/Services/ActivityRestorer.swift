import ActivityKit
import Foundation
import os

/// On launch, restarts Live Activities for followed matches that are still live
/// (iOS may have killed them after the 8-hour cap) and registers the
/// push-to-start token.
@MainActor
final class ActivityRestorer {
    private let api: any CreaseAPI
    private let logger = Logger(subsystem: "app.crease", category: "Restorer")
    private var restarted: [String: Activity<CreaseActivityAttributes>] = [:]

    init(api: any CreaseAPI) {
        self.api = api
    }

    func restart(matchId: String, attributes: CreaseActivityAttributes, state: CreaseActivityAttributes.ContentState) async {
        do {
            let activity = try Activity.request(
                attributes: attributes,
                content: ActivityContent(state: state, staleDate: nil),
                pushType: .token
            )
            restarted[matchId] = activity
            if let tokenData = activity.pushToken {
                let token = tokenData.map { String(format: "%02x", $0) }.joined()
                try await api.postActivityToken(matchId: matchId, pushToken: token)
            }
            Task { await watch(activity, matchId: matchId) }
        } catch {
            logger.error("Restart failed for \(matchId, privacy: .public): \(error.localizedDescription, privacy: .public)")
        }
    }

    func registerPushToStart() async {
        for await data in Activity<CreaseActivityAttributes>.pushToStartTokenUpdates {
            let token = data.map { String(format: "%02x", $0) }.joined()
            do {
                try await api.postPushToStartToken(token)
            } catch {
                logger.error("Push-to-start token upload failed: \(error.localizedDescription, privacy: .public)")
            }
        }
    }

    private func watch(_ activity: Activity<CreaseActivityAttributes>, matchId: String) async {
        for await state in activity.activityStateUpdates where state == .ended {
            restarted[matchId] = nil
            await api.deleteActivityToken(matchId: matchId)
        }
    }

    func endAll() async {
        for (_, activity) in restarted {
            await activity.end(nil, dismissalPolicy: .default)
        }
        restarted.removeAll()
    }
}
