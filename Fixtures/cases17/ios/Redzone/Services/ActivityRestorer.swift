import ActivityKit
import Foundation

@MainActor
final class ActivityRestorer {
    private let client: APIClient

    init(client: APIClient) { self.client = client }

    func restore() async {
        for activity in Activity<GameActivityAttributes>.activities {
            guard let data = activity.pushToken else { continue }
            let token = data.map { String(format: "%02x", $0) }.joined()
            await register(token: token, gameId: activity.attributes.gameId)
        }
    }

    private func register(token: String, gameId: String) async {
        for attempt in 0..<3 {
            do {
                try await client.post("/user/activity/token", body: ["gameId": gameId, "token": token])
                return
            } catch {
                try? await Task.sleep(for: .seconds(1 << attempt))
            }
        }
    }
}
