import Foundation
import Observation
import os

@Observable
@MainActor
final class RealPushRegistrationService: PushRegistrationService {
    private let api: any APIClientProtocol
    private let pendingStore: any PendingTokenStore
    private let logger = Logger(subsystem: "app.powerplay", category: "PushRegistration")
    private let retryDelays: [Duration] = [.seconds(2), .seconds(8), .seconds(30)]

    init(api: any APIClientProtocol, pendingStore: any PendingTokenStore) {
        self.api = api
        self.pendingStore = pendingStore
    }

    func register(activityToken: Data, fixtureId: String) async {
        let hex = activityToken.hexString
        let body = ActivityTokenRequest(fixtureId: fixtureId, pushToken: hex)
        for delay in retryDelays {
            do {
                try await api.send(.registerActivityToken(body))
                pendingStore.clear(fixtureId: fixtureId)
                return
            } catch {
                logger.warning("token upload failed, retrying in \(delay)")
                try? await Task.sleep(for: delay)
            }
        }
        pendingStore.save(body)
    }

    func registerPushToStart(token: Data) async {
        let request = PushToStartRequest(pushToStartToken: token.hexString)
        do {
            try await api.send(.registerPushToStart(request))
        } catch {
            logger.error("push-to-start registration failed: \(error.localizedDescription)")
        }
    }

    func reportFrequentPushes(_ enabled: Bool) async {
        try? await api.send(.updateDevicePreferences(FrequentPushesRequest(enabled: enabled)))
    }
}
