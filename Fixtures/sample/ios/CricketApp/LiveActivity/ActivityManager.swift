import ActivityKit
import Foundation
import os
import UserNotifications

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

    /// Rain: the app says so on the Live Activity until the backend's next push.
    func markRainDelay(matchID: String, compact: LiveActivityCompact) async {
        guard let activity = tracked[matchID] else { return }
        let state = LiveActivityDisplayState(compact: compact,
                                             scoreLine: "Rain has stopped play at the Wankhede, the covers are on and the umpires inspect again at 3:40pm",
                                             phase: .live)
        let alert = AlertConfiguration(title: "RAIN DELAY", body: "Covers are on at the ground", sound: .default)
        await activity.update(ActivityContent(state: state, staleDate: nil), alertConfiguration: alert)
    }

    /// Without a Live Activity, a fan still hears that a followed match is about to start.
    func scheduleStartReminder(matchID: String, fixture: String, startsAt: Date) async throws {
        let content = UNMutableNotificationContent()
        content.title = "Match starts soon!!"
        content.body = fixture
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: max(60, startsAt.timeIntervalSinceNow - 900), repeats: false)
        try await UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "start-\(matchID)", content: content, trigger: trigger))
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
