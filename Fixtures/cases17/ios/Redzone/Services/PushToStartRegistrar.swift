import ActivityKit
import Foundation
import os

@MainActor
final class PushToStartRegistrar {
    private let client: APIClient
    private let logger = Logger(subsystem: "app.redzone", category: "push-to-start")

    init(client: APIClient) {
        self.client = client
    }

    func register() async {
        for await tokenData in Activity<GameActivityAttributes>.pushToStartTokenUpdates {
            let token = tokenData.map { String(format: "%02x", $0) }.joined()
            do {
                try await client.post("/user/push-to-start", body: ["token": token])
            } catch {
                logger.error("push-to-start registration failed: \(error.localizedDescription)")
            }
        }
    }
}
