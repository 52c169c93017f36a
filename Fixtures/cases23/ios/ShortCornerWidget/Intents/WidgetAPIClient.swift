import Foundation
import os

actor WidgetAPIClient {
    static let shared = WidgetAPIClient()

    private let baseURL = URL(string: "https://api.shortcorner.app")!
    private let logger = Logger(subsystem: "app.shortcorner.widget", category: "intents")

    func setMuted(_ muted: Bool, matchId: String) async {
        await send(path: "/user/follow/match/\(matchId)/mute", method: muted ? "PUT" : "DELETE")
    }

    func unfollow(matchId: String) async {
        await send(path: "/widget/unfollow/\(matchId)", method: "DELETE")
    }

    private func send(path: String, method: String) async {
        var request = URLRequest(url: baseURL.appending(path: path))
        request.httpMethod = method
        if let token = UserDefaults(suiteName: "group.app.shortcorner")?.string(forKey: "sessionToken") {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        do {
            _ = try await URLSession.shared.data(for: request)
        } catch {
            logger.error("Intent request failed: \(error.localizedDescription, privacy: .public)")
        }
    }
}
