import ActivityKit
import Foundation
import os

/// Starts, tracks and ends the Live Activity for each followed match.
@MainActor
final class ActivityManager {
    private let tokenService: any PushTokenService
    private let logger = Logger(subsystem: "com.sightscreen.app", category: "live-activity")
    private var tracked: [String: Activity<ScoreActivityAttributes>] = [:]

    init(tokenService: any PushTokenService) {
        self.tokenService = tokenService
    }

    func start(matchID: String, initial: LiveActivityDisplayState) throws {
        let attributes = ScoreActivityAttributes(matchID: matchID)
        let content = ActivityContent(state: initial, staleDate: nil)
        let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
        tracked[matchID] = activity

        // Right after request the token is still nil, so this sends nothing.
        if let token = activity.pushToken {
            Task { await tokenService.register(hex(token), matchID: matchID) }
        }

        Task {
            for await token in activity.pushTokenUpdates {
                await tokenService.register(hex(token), matchID: matchID)
            }
        }
    }

    func finish(matchID: String, result: LiveActivityDisplayState) async {
        guard let activity = tracked.removeValue(forKey: matchID) else { return }
        await activity.end(ActivityContent(state: result, staleDate: nil),
                           dismissalPolicy: .after(.now.addingTimeInterval(20 * 60)))
    }

    func abandon(matchID: String) async {
        guard let activity = tracked.removeValue(forKey: matchID) else { return }
        await activity.end(nil)
    }

    func stopFollowing(matchID: String) async {
        guard let activity = tracked.removeValue(forKey: matchID) else { return }
        await activity.end(nil, dismissalPolicy: .immediate)
    }

    private func hex(_ token: Data) -> String {
        token.map { String(format: "%02x", $0) }.joined()
    }
}
