import ActivityKit
import Foundation
import os

@Observable
@MainActor
final class RealPushTokenService: PushTokenService {
    private(set) var pushToStartRegistered = false

    private let client: APIClient
    private let maxAttempts = 5
    private let logger = Logger(subsystem: "ie.puckout.app", category: "PushToStart")

    init(client: APIClient) {
        self.client = client
    }

    func observePushToStartTokens() async {
        for await tokenData in Activity<PuckOutActivityAttributes>.pushToStartTokenUpdates {
            let token = tokenData.map { String(format: "%02x", $0) }.joined()
            pushToStartRegistered = await sendWithRetry(token: token)
        }
    }

    private func sendWithRetry(token: String) async -> Bool {
        var attempt = 0
        while attempt < maxAttempts {
            do {
                try await client.post(Endpoint.pushToStartToken, body: ["token": token])
                return true
            } catch {
                attempt += 1
                logger.warning("Push-to-start token attempt \(attempt) failed")
                try? await Task.sleep(for: .seconds(pow(2, Double(attempt))))
            }
        }
        return false
    }
}
