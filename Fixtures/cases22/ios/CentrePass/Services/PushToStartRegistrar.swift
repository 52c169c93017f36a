import ActivityKit
import Foundation
import os

@MainActor
final class PushToStartRegistrar {
    private let api: APIClient
    private let logger = Logger(subsystem: "app.centrepass", category: "push-to-start")
    private var observeTask: Task<Void, Never>?

    init(api: APIClient) {
        self.api = api
    }

    func start() {
        observeTask = Task {
            for await data in Activity<CentrePassActivityAttributes>.pushToStartTokenUpdates {
                let token = data.map { String(format: "%02x", $0) }.joined()
                await upload(token)
            }
        }
    }

    func registerCurrentToken() async {
        guard let data = Activity<CentrePassActivityAttributes>.pushToStartToken else { return }
        let token = data.map { String(format: "%02x", $0) }.joined()
        do {
            try await api.postVoid("/user/push-to-start-token", body: ["token": token])
        } catch {
            logger.error("push-to-start upload failed: \(error.localizedDescription)")
        }
    }

    private func upload(_ token: String) async {
        for attempt in 1...5 {
            do {
                try await api.postVoid("/user/push-to-start", body: ["token": token])
                return
            } catch {
                logger.warning("push-to-start attempt \(attempt) failed")
                try? await Task.sleep(for: .seconds(attempt * 2))
            }
        }
    }
}
