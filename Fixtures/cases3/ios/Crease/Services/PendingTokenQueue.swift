import Foundation
import os

/// Keeps activity push tokens that failed to upload and retries them with backoff
/// and again on the next foreground.
actor PendingTokenQueue {
    private let api: any CreaseAPI
    private var pending: [String: String] = [:]
    private let logger = Logger(subsystem: "app.crease", category: "TokenQueue")

    init(api: any CreaseAPI) {
        self.api = api
    }

    func submit(token: String, matchId: String) async {
        pending[matchId] = token
        await flush()
    }

    func flush() async {
        for (matchId, token) in pending {
            var delay: Duration = .seconds(2)
            for attempt in 1...4 {
                do {
                    try await api.postActivityToken(matchId: matchId, pushToken: token)
                    pending[matchId] = nil
                    break
                } catch {
                    logger.warning("Token upload attempt \(attempt) failed for \(matchId, privacy: .public)")
                    try? await Task.sleep(for: delay)
                    delay *= 2
                }
            }
        }
    }
}
