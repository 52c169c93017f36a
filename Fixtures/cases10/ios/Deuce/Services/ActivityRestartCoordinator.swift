import ActivityKit
import Foundation
import OSLog

/// Five-setters can outlive the system's eight-hour cap on a Live Activity,
/// so we end the old one a little early and start a fresh one with the same
/// state.
@MainActor
final class ActivityRestartCoordinator {
    private let api: APIClient
    private let maxAge: TimeInterval = 7.5 * 60 * 60

    init(api: APIClient) {
        self.api = api
    }

    func restartIfNeeded(_ activity: Activity<MatchActivityAttributes>, startedAt: Date) async {
        guard Date.now.timeIntervalSince(startedAt) > maxAge else { return }
        let state = activity.content.state
        await activity.end(nil, dismissalPolicy: .immediate)
        do {
            let fresh = try Activity.request(attributes: activity.attributes, content: ActivityContent(state: state, staleDate: nil), pushType: .token)
            if let token = fresh.pushToken {
                let hex = token.map { String(format: "%02x", $0) }.joined()
                try? await api.post("/activity/token", body: ActivityTokenBody(matchId: activity.attributes.matchId, token: hex))
            }
        } catch {
            Logger.liveActivity.error("restart failed: \(error.localizedDescription, privacy: .public)")
        }
    }
}
