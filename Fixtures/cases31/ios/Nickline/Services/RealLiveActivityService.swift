import ActivityKit
import Foundation
import Observation
import os

struct NicklineActivityAttributes: ActivityAttributes {
    typealias ContentState = LiveActivityDisplayState
    let matchId: String
    let tournamentName: String
    let roundLabel: String
    let courtLabel: String
}

@Observable
@MainActor
final class RealLiveActivityService: LiveActivityService {
    private var activities: [String: Activity<NicklineActivityAttributes>] = [:]
    private var pendingTokens: [String: String] = [:]
    private let api = NicklineAPIClient.shared
    private let log = Logger(subsystem: "com.nickline.app", category: "live-activity")

    func startActivity(for item: MatchItem, display: LiveActivityDisplayState) async throws {
        let attributes = NicklineActivityAttributes(matchId: item.matchId, tournamentName: display.matchTitle, roundLabel: item.roundLabel, courtLabel: item.courtLabel)
        let content = ActivityContent(state: display, staleDate: nil, relevanceScore: 50)
        let activity = try Activity.request(attributes: attributes, content: content, pushType: .token)
        activities[item.matchId] = activity
        observeState(of: activity)
        Task {
            for await tokenData in activity.pushTokenUpdates {
                let pushToken = tokenData.map { String(format: "%02x", $0) }.joined()
                await upload(token: pushToken, matchId: item.matchId)
            }
        }
        log.info("frequent pushes enabled: \(ActivityAuthorizationInfo().frequentPushesEnabled)")
    }

    func startQuickActivity(for item: MatchItem, display: LiveActivityDisplayState) throws {
        let quickAttributes = NicklineActivityAttributes(matchId: item.matchId, tournamentName: display.matchTitle, roundLabel: item.roundLabel, courtLabel: item.courtLabel)
        let quick = try Activity.request(attributes: quickAttributes, content: .init(state: display, staleDate: nil), pushType: .token)
        activities[item.matchId] = quick
        if let token = quick.pushToken {
            let hex = token.map { String(format: "%02x", $0) }.joined()
            Task { try? await api.postActivityToken(matchId: item.matchId, token: hex) }
        }
    }

    private func observeState(of activity: Activity<NicklineActivityAttributes>) {
        Task {
            for await state in activity.activityStateUpdates {
                switch state {
                case .active, .stale: continue
                case .ended, .dismissed:
                    activities[activity.attributes.matchId] = nil
                    pendingTokens[activity.attributes.matchId] = nil
                @unknown default: break
                }
            }
        }
    }

    private func upload(token: String, matchId: String) async {
        do {
            try await api.postActivityToken(matchId: matchId, token: token)
            pendingTokens[matchId] = nil
        } catch {
            pendingTokens[matchId] = token
            log.error("token upload failed for \(matchId); will retry on foreground")
        }
    }

    func retryPendingTokenUploads() async {
        for (matchId, token) in pendingTokens {
            await upload(token: token, matchId: matchId)
        }
    }

    func refreshToken(for matchId: String) async {
        guard let activity = activities[matchId], let latest = activity.pushToken else { return }
        do {
            try await api.postActivityToken(matchId: matchId, token: latest.map { String(format: "%02x", $0) }.joined())
        } catch {
            log.error("refresh failed: \(error.localizedDescription)")
        }
    }

    func endActivity(matchId: String) async {
        guard let activity = activities[matchId] else { return }
        await activity.end(nil, dismissalPolicy: .immediate)
        activities[matchId] = nil
    }

    func endCompletedActivity(matchId: String, finalDisplay: LiveActivityDisplayState) async {
        guard let activity = activities[matchId] else { return }
        let finalContent = ActivityContent(state: finalDisplay, staleDate: nil)
        await activity.end(finalContent, dismissalPolicy: .after(.now.addingTimeInterval(20 * 60)))
    }

    func endRetiredActivity(matchId: String, finalDisplay: LiveActivityDisplayState) async {
        guard let activity = activities[matchId] else { return }
        await activity.end(ActivityContent(state: finalDisplay, staleDate: nil))
        activities[matchId] = nil
    }

    func restoreExistingActivities() async {
        for activity in Activity<NicklineActivityAttributes>.activities {
            activities[activity.attributes.matchId] = activity
            observeState(of: activity)
        }
        NSLog("restored %d activities", activities.count)
    }
}
