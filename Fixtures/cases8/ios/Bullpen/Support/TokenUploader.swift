import Foundation
import os

/// Sends Live Activity push tokens to the backend. A token that fails to upload
/// is kept and retried with backoff, and again on the next foreground, because
/// pushTokenUpdates will not fire again until the token actually rotates.
actor TokenUploader {
    private let api: APIClient
    private var pending: [String: String] = [:]

    init(api: APIClient) {
        self.api = api
    }

    func upload(gameId: String, token: String, replacing oldToken: String?) async {
        pending[gameId] = token
        for attempt in 0..<5 {
            do {
                try await api.post("user/activity-token", body: ActivityTokenBody(gameId: gameId, token: token, replaces: oldToken))
                pending[gameId] = nil
                return
            } catch {
                Log.activity.error("token upload attempt \(attempt) failed: \(error.localizedDescription)")
                try? await Task.sleep(for: .seconds(1 << attempt))
            }
        }
    }

    /// Called from the app's scene-phase handler when we come back to the foreground.
    func retryPending() async {
        for (gameId, token) in pending {
            await upload(gameId: gameId, token: token, replacing: nil)
        }
    }
}

struct ActivityTokenBody: Codable, Sendable {
    let gameId: String
    let token: String
    let replaces: String?
}
