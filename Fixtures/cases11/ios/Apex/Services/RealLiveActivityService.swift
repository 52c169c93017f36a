import ActivityKit
import Foundation
import Observation
import SwiftUI
import os

@Observable @MainActor final class RealLiveActivityService: LiveActivityService {
    private(set) var activeRaceIds: Set<String> = []
    private var pendingTokens: [String: String] = [:]
    private let client: APIClient
    private let auth: any AuthService
    private let followService: RealFollowService
    private var dismissalMinutes: Double = 20

    init(client: APIClient, auth: any AuthService, followService: RealFollowService) {
        self.client = client
        self.auth = auth
        self.followService = followService
    }

    func startRaceActivity(race: RaceItem, initial: LiveActivityDisplayState) async throws {
        let attributes = RaceActivityAttributes(
            raceId: race.raceId,
            grandPrixName: race.grandPrixName,
            circuitFlag: race.countryFlag,
            followedDriverCode: nil
        )
        let raceActivity = try Activity<RaceActivityAttributes>.request(
            attributes: attributes,
            content: ActivityContent(state: initial, staleDate: nil, relevanceScore: 50),
            pushType: .token
        )
        activeRaceIds.insert(race.raceId)
        observePushTokens(of: raceActivity)
        observeState(of: raceActivity)
        await reportFrequentPushes(raceId: race.raceId)
    }

    func startDriverActivity(race: RaceItem, driverCode: String, initial: LiveActivityDisplayState) async throws {
        let attributes = RaceActivityAttributes(
            raceId: race.raceId,
            grandPrixName: race.grandPrixName,
            circuitFlag: race.countryFlag,
            followedDriverCode: driverCode
        )
        let activity = try Activity.request(attributes: attributes, content: .init(state: initial, staleDate: nil), pushType: .token)
        activeRaceIds.insert(race.raceId)
        if let tokenData = activity.pushToken {
            let hexToken = tokenData.map { String(format: "%02x", $0) }.joined()
            await sendDriverToken(hexToken, raceId: race.raceId, driverCode: driverCode)
        }
    }

    func endRaceActivity(raceId: String, final: LiveActivityDisplayState) async {
        for activity in Activity<RaceActivityAttributes>.activities where activity.attributes.raceId == raceId {
            let dismissAt = Date.now.addingTimeInterval(dismissalMinutes * 60)
            await activity.end(ActivityContent(state: final, staleDate: nil), dismissalPolicy: .after(dismissAt))
        }
        activeRaceIds.remove(raceId)
    }

    func endAllActivities() async {
        for activity in Activity<RaceActivityAttributes>.activities {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
        activeRaceIds.removeAll()
    }

    func handleScenePhase(_ phase: ScenePhase) async {
        guard phase == .active else { return }
        for (raceId, token) in pendingTokens {
            await registerToken(token, raceId: raceId)
        }
    }

    // MARK: - Token plumbing

    private func observePushTokens(of activity: Activity<RaceActivityAttributes>) {
        Task {
            for await tokenData in activity.pushTokenUpdates {
                let token = tokenData.map { String(format: "%02x", $0) }.joined()
                await registerToken(token, raceId: activity.attributes.raceId)
            }
        }
    }

    private func observeState(of activity: Activity<RaceActivityAttributes>) {
        Task {
            for await state in activity.activityStateUpdates {
                switch state {
                case .active, .stale:
                    continue
                case .ended, .dismissed:
                    activeRaceIds.remove(activity.attributes.raceId)
                    pendingTokens[activity.attributes.raceId] = nil
                @unknown default:
                    continue
                }
            }
        }
    }

    private func registerToken(_ token: String, raceId: String) async {
        do {
            let idToken = try await auth.idToken()
            try await client.send("POST", "/activity/token", body: ActivityTokenRequest(raceId: raceId, pushToken: token), token: idToken)
            pendingTokens[raceId] = nil
        } catch {
            pendingTokens[raceId] = token
            Log.activity.error("Token registration failed, will retry on foreground: \(error.localizedDescription)")
        }
    }

    private func sendDriverToken(_ token: String, raceId: String, driverCode: String) async {
        do {
            let idToken = try await auth.idToken()
            try await client.send("POST", "/activity/driver-token", body: DriverTokenRequest(raceId: raceId, driverCode: driverCode, pushToken: token), token: idToken)
        } catch {
            Log.activity.error("Driver token registration failed: \(error.localizedDescription)")
        }
    }

    private func reportFrequentPushes(raceId: String) async {
        let enabled = ActivityAuthorizationInfo().frequentPushesEnabled
        try? await client.send("POST", "/activity/frequent-pushes", body: FrequentPushesRequest(raceId: raceId, enabled: enabled), token: nil)
    }
}

struct ActivityTokenRequest: Encodable {
    let raceId: String
    let pushToken: String
}

struct DriverTokenRequest: Encodable {
    let raceId: String
    let driverCode: String
    let pushToken: String
}

struct FrequentPushesRequest: Encodable {
    let raceId: String
    let enabled: Bool
}
