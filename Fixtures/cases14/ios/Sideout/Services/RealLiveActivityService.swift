import ActivityKit
import Foundation
import Observation

@Observable @MainActor
final class RealLiveActivityService: LiveActivityService {
    private(set) var activeMatchIds: [String] = []
    private var activities: [String: Activity<SideoutActivityAttributes>] = [:]
    private var lastFinalStates: [String: LiveActivityDisplayState] = [:]
    private let api: any APIClient
    private let pushRegistration: any PushRegistrationService

    init(api: any APIClient, pushRegistration: any PushRegistrationService) {
        self.api = api
        self.pushRegistration = pushRegistration
    }

    func startActivity(for match: Match, attributes: SideoutActivityAttributes, state: LiveActivityDisplayState) async throws {
        let content = ActivityContent(state: SideoutActivityAttributes.ContentState(displayState: state), staleDate: nil, relevanceScore: 50)
        let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
        activities[match.id] = activity
        activeMatchIds.append(match.id)
        observeState(of: activity, matchId: match.id)
        observePushTokens(of: activity, matchId: match.id)
        pushRegistration.reportFrequentPushes(ActivityAuthorizationInfo().frequentPushesEnabled)
    }

    func restartIfNearLimit(matchId: String) async {
        guard let old = activities[matchId] else { return }
        let content = ActivityContent(state: old.content.state, staleDate: nil)
        await old.end(content, dismissalPolicy: .immediate)
        guard let restarted = try? Activity.request(attributes: old.attributes, content: content, pushType: .token) else { return }
        activities[matchId] = restarted
        observePushTokens(of: restarted, matchId: matchId)
    }

    func endActivity(matchId: String) async {
        guard let activity = activities.removeValue(forKey: matchId) else { return }
        let finalState = lastFinalStates[matchId] ?? activity.content.state.displayState
        let finalContent = ActivityContent(state: SideoutActivityAttributes.ContentState(displayState: finalState), staleDate: nil)
        let dismissAt = Date.now.addingTimeInterval(20 * 60)
        await activity.end(finalContent, dismissalPolicy: .after(dismissAt))
        activeMatchIds.removeAll { $0 == matchId }
    }

    func endAll() async {
        for (matchId, activity) in activities {
            await activity.end(nil, dismissalPolicy: .immediate)
            activeMatchIds.removeAll { $0 == matchId }
        }
        activities.removeAll()
    }

    func restoreExistingActivities() async {
        for activity in Activity<SideoutActivityAttributes>.activities {
            let matchId = activity.attributes.matchId
            activities[matchId] = activity
            activeMatchIds.append(matchId)
            observeState(of: activity, matchId: matchId)
            if let existing = activity.pushToken {
                await sendToken(existing.hexString, matchId: matchId)
            }
        }
    }

    private func observeState(of activity: Activity<SideoutActivityAttributes>, matchId: String) {
        Task { [weak self] in
            for await state in activity.activityStateUpdates {
                switch state {
                case .active, .stale:
                    continue
                case .ended, .dismissed:
                    self?.forget(matchId: matchId)
                    return
                @unknown default:
                    return
                }
            }
        }
    }

    private func observePushTokens(of activity: Activity<SideoutActivityAttributes>, matchId: String) {
        Task { [weak self] in
            for await tokenData in activity.pushTokenUpdates {
                await self?.sendToken(tokenData.hexString, matchId: matchId)
            }
        }
    }

    private func sendToken(_ hex: String, matchId: String) async {
        do {
            _ = try await api.send(Endpoints.activityToken(matchId: matchId, token: hex))
        } catch {
            Log.activity.error("Activity token registration failed for \(matchId, privacy: .public)")
        }
    }

    private func forget(matchId: String) {
        activities[matchId] = nil
        activeMatchIds.removeAll { $0 == matchId }
    }
}
