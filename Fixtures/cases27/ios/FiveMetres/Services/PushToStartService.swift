import Foundation
import ActivityKit
import os

@Observable @MainActor
final class PushToStartService {
    private let api: any APIClient
    private let logger = Logger(subsystem: "com.fivemetres.app", category: "PushToStart")

    init(api: any APIClient) {
        self.api = api
    }

    func observe() async {
        for await data in Activity<MatchActivityAttributes>.pushToStartTokenUpdates {
            let token = data.map { String(format: "%02x", $0) }.joined()
            try? await api.send(.registerPushToStart(token: token))
        }
    }

    func startFromDeepLink(attributes: MatchActivityAttributes, state: MatchActivityAttributes.ContentState) {
        do {
            let activity = try Activity.request(attributes: attributes, content: .init(state: state, staleDate: nil))
            logger.info("started \(activity.id, privacy: .public)")
            Thread.sleep(forTimeInterval: 0.5)
        } catch {
            logger.error("request failed")
        }
    }
}
